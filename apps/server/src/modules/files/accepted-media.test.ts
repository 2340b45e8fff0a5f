import { describe, expect, it } from 'vitest';
import { SAFE_SVG, SAMPLE_MIME, type SampleKind, sample } from '../../../test/media-samples.ts';
import { sniffMedia } from './accepted-media.ts';

describe('sniffMedia', () => {
  it.each(Object.keys(SAMPLE_MIME) as SampleKind[])('recognises a real %s file by its bytes', async (kind) => {
    const media = await sniffMedia(sample(kind));
    expect(media).toEqual({ mimeType: SAMPLE_MIME[kind], kind: SAMPLE_MIME[kind].split('/')[0] });
  });

  it.each([
    ['an SVG with an XML declaration', SAFE_SVG],
    ['a bare SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      'an SVG after a comment and a doctype',
      '\uFEFF<!-- logo --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
    ],
  ])('recognises %s', async (_name, text) => {
    expect(await sniffMedia(Buffer.from(text))).toEqual({ mimeType: 'image/svg+xml', kind: 'image' });
  });

  it.each([
    ['plain text', Buffer.from('Meeting notes: bring the PNG logo')],
    ['other XML', Buffer.from('<?xml version="1.0"?><rss version="2.0"></rss>')],
    ['HTML', Buffer.from('<!doctype html><html><body><svg></svg></body></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])],
    ['a PNG signature cut short', sample('png').subarray(0, 4)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffMedia(bytes)).toBeNull();
  });
});
