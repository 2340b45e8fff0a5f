import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>Before you start</h2><p style="text-align:center">Watch <strong>carefully</strong> and <em>click</em>.</p>' +
      '<ul><li>One</li></ul><blockquote>Tip</blockquote><img src="/api/blobs/0e1f" alt="Junction" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="/api/blobs/1" onerror="alert(1)">', '<img src="/api/blobs/1" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a foreign iframe', '<iframe src="https://evil.example/x"></iframe>', ''],
    ['an iframe on a player host but another port', '<iframe src="https://www.youtube.com:8443/embed/a"></iframe>', ''],
    ['a plain-http player', '<iframe src="http://www.youtube.com/embed/a"></iframe>', ''],
    [
      'a style other than alignment',
      '<p style="color: red; text-align: right">x</p>',
      '<p style="text-align:right">x</p>',
    ],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
  ])('removes %s', (_case, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('keeps embeds from video providers and protects links that open a new tab', () => {
    const youtube =
      '<div data-youtube-video><iframe src="https://www.youtube.com/embed/abc" width="640" height="480" allowfullscreen="true"></iframe></div>';
    expect(sanitizeRichText(youtube)).toBe(youtube);
    expect(sanitizeRichText('<a href="https://dvsa.example" target="_blank">DVSA</a>')).toBe(
      '<a href="https://dvsa.example" target="_blank" rel="noopener noreferrer nofollow">DVSA</a>',
    );
  });

  it.each([
    ['Vimeo', 'https://player.vimeo.com/video/76979871'],
    ['Dailymotion', 'https://geo.dailymotion.com/player.html?video=x8abc'],
    ['Spotify', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['Flickr', 'https://embedr.flickr.com/photos/2341623661'],
    ['Instagram', 'https://www.instagram.com/p/CgL9BRHJ4ns/embed'],
  ])("keeps the editor's embed of a %s player", (_provider, src) => {
    const embed =
      `<div data-embed><iframe src="${src.replaceAll('&', '&amp;')}" width="640" height="360" title="Clip" ` +
      'allowfullscreen="true" frameborder="0" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>';
    expect(sanitizeRichText(embed)).toBe(embed);
  });
});
