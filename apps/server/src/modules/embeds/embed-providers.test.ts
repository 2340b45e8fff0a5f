import { EMBED_HOSTS, EMBED_PROVIDER_NAMES } from '@roadmark/domain/rich-text/rich-text-allow-list';
import { describe, expect, it } from 'vitest';
import { EMBED_PROVIDERS, findEmbedProvider } from './embed-providers.ts';

describe('findEmbedProvider', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42'],
    ['youtube', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['youtube', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['vimeo', 'https://vimeo.com/76979871'],
    ['vimeo', 'https://vimeo.com/76979871/abcdef1234'],
    ['vimeo', 'https://vimeo.com/channels/staffpicks/76979871'],
    ['vimeo', 'https://player.vimeo.com/video/76979871'],
    ['dailymotion', 'https://www.dailymotion.com/video/x8abcde'],
    ['dailymotion', 'https://dai.ly/x8abcde'],
    ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['spotify', 'https://open.spotify.com/intl-de/episode/4uLU6hMCjMI75M1A2tKUQC?si=1'],
    ['flickr', 'https://www.flickr.com/photos/bees/2341623661/'],
    ['flickr', 'https://flic.kr/p/4yVr8K'],
    ['instagram', 'https://www.instagram.com/p/CgL9BRHJ4ns/'],
    ['instagram', 'https://instagram.com/reel/CgL9BRHJ4ns'],
  ])('finds %s for %s', (name, page) => {
    expect(findEmbedProvider(new URL(page))?.name).toBe(name);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/@channel',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://open.spotify.com/',
    'https://www.flickr.com/photos/bees/',
    'https://www.instagram.com/someone/',
    'https://www.facebook.com/watch?v=123',
    'javascript:alert(1)//www.youtube.com/watch?v=x',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('finds none for %s', (page) => {
    expect(findEmbedProvider(new URL(page))).toBeUndefined();
  });
});

describe('EMBED_PROVIDERS', () => {
  it('has one entry per embedded-media provider, each calling an https endpoint of its own', () => {
    expect(EMBED_PROVIDERS.map((provider) => provider.name).sort()).toEqual([...EMBED_PROVIDER_NAMES]);
    for (const provider of EMBED_PROVIDERS) expect(provider.endpoint).toMatch(/^https:\/\//);
  });

  it('plays only from hosts the rich-text sanitiser keeps', () => {
    const hosts: readonly string[] = EMBED_HOSTS;
    for (const provider of EMBED_PROVIDERS) {
      for (const host of provider.playerHosts) expect(hosts).toContain(host);
    }
  });
});
