import { describe, expect, it } from 'vitest';
import { isAllowedEmbedSource } from './rich-text-allow-list.ts';

describe('isAllowedEmbedSource', () => {
  it.each([
    'https://www.youtube.com/embed/abc?feature=oembed',
    'https://player.vimeo.com/video/76979871',
    'https://geo.dailymotion.com/player.html?video=x8abc',
    'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    'https://embedr.flickr.com/photos/2341623661',
    'https://www.instagram.com/p/CgL9BRHJ4ns/embed',
  ])('allows the player %s', (src) => {
    expect(isAllowedEmbedSource(src)).toBe(true);
  });

  it.each([
    ['plain http', 'http://www.youtube.com/embed/abc'],
    ['another host', 'https://evil.example/embed/abc'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/abc'],
    ['credentials', 'https://user:pass@www.youtube.com/embed/abc'],
    ['a port', 'https://www.youtube.com:8443/embed/abc'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative URL', '/embed/abc'],
  ])('refuses %s', (_case, src) => {
    expect(isAllowedEmbedSource(src)).toBe(false);
  });
});
