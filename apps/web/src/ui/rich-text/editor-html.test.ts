import { describe, expect, it } from 'vitest';
import { storedEditorHtml } from './editor-html';

describe('storedEditorHtml', () => {
  it.each([
    ['keeps ordinary content', '<p>One</p><p></p><p>Two</p>', '<p>One</p><p></p><p>Two</p>'],
    [
      'drops empty paragraphs around an image',
      '<p></p><img src="/api/blobs/1" alt="a"><p></p><p></p>',
      '<img src="/api/blobs/1" alt="a">',
    ],
    ['leaves nothing of an empty text', '<p></p>', ''],
    [
      'drops images still uploading or whose upload failed',
      '<p>A</p><img src="blob:http://localhost/1" data-uploading=""><img src="blob:http://localhost/2" data-upload-error=""><img src="/api/blobs/3" alt="c">',
      '<p>A</p><img src="/api/blobs/3" alt="c">',
    ],
  ])('%s', (_case, html, stored) => {
    expect(storedEditorHtml(html)).toBe(stored);
  });
});
