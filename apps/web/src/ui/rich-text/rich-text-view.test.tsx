import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { RichTextView } from './rich-text-view';

/** What RichTextView renders for `html`, inside a wrapper of the test's own. */
function shown(html: string | null) {
  render(
    <MantineProvider theme={theme} env="test">
      <div data-testid="view">
        <RichTextView html={html} />
      </div>
    </MantineProvider>,
  );
  return screen.getByTestId('view');
}

/** The rich text inside RichTextView's typography wrapper. */
function innerHtml(html: string) {
  return shown(html).firstElementChild?.firstElementChild?.innerHTML;
}

describe('RichTextView', () => {
  it('shows the formatting, links, images and embeds stored rich text has', () => {
    const html =
      '<h2>Before you start</h2><p style="text-align:center">Watch <strong>carefully</strong> and <em>click</em>.</p>' +
      '<ul><li>One</li></ul><blockquote>Tip</blockquote><img src="/api/blobs/0e1f" alt="Junction">' +
      '<div data-embed=""><iframe src="https://www.youtube.com/embed/abc" width="640" height="360" title="Clip" ' +
      'allowfullscreen="true" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>';
    expect(innerHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="/api/blobs/1" onerror="alert(1)">', '<img src="/api/blobs/1">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in disguise', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x">'],
    ['a foreign iframe', '<p>a</p><iframe src="https://evil.example/x"></iframe>', '<p>a</p>'],
    ['an iframe with a javascript: source', '<iframe src="javascript:alert(1)"></iframe>', ''],
    [
      'a style other than alignment',
      '<p style="color: red; text-align: right">x</p>',
      '<p style="text-align:right">x</p>',
    ],
    ['an attribute the tag may not have', '<p href="https://example.test" class="big">x</p>', '<p>x</p>'],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
    ['an SVG', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ])('strips %s', (_case, dirty, clean) => {
    expect(innerHtml(dirty) ?? '').toBe(clean);
  });

  it('protects links that open a new tab and names an embed that has no title', () => {
    const html = innerHtml(
      '<a href="https://dvsa.example" target="_blank">DVSA</a><div data-embed=""><iframe src="https://player.vimeo.com/video/1"></iframe></div>',
    );
    expect(html).toContain('<a href="https://dvsa.example" target="_blank" rel="noopener noreferrer nofollow">');
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/1" title="Embedded media">');
  });

  it.each([null, ''])('renders nothing for %j', (html) => {
    expect(shown(html).innerHTML).toBe('');
  });
});
