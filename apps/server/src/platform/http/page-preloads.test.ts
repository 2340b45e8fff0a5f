import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

function distWith(preloads: string | null): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'roadmark-dist-'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Roadmark</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  if (preloads !== null) writeFileSync(path.join(distDir, '.vite', 'page-preloads.json'), preloads);
  return distDir;
}

const PRELOADS = {
  pages: [
    {
      path: '/account/login',
      files: ['assets/login-page-a1.js', 'assets/Input-b2.css'],
      texts: { 'en-GB': ['assets/account-c3.js'], 'en-US': ['assets/account-d4.js'] },
    },
    { path: '/assessment/launch/:sessionId', files: ['assets/launch-page-e5.js'], texts: {} },
  ],
  texts: { 'en-GB': ['assets/common-f6.js'], 'en-US': ['assets/common-g7.js'] },
};

const links = (html: string) =>
  [...html.matchAll(/<link rel="(\w+)"(?: as="(\w+)")? crossorigin href="([^"]+)">/g)].map((m) =>
    [m[1], m[2], m[3]].filter(Boolean).join(' '),
  );

describe('pages announce the files they will load', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: distWith(JSON.stringify(PRELOADS)) });

  it("lists the sign-in page's code, styles and texts in the language the browser asks for", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/account/login?returnUrl=/me',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(links(response.body)).toEqual([
      'modulepreload /assets/login-page-a1.js',
      'preload style /assets/Input-b2.css',
      'modulepreload /assets/common-g7.js',
      'modulepreload /assets/account-d4.js',
    ]);
    expect(response.body).toMatch(/<\/head>\n {2}<body>/);
  });

  it('speaks British English to a browser asking for none of the offered languages', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/account/login',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(links(response.body)).toContain('modulepreload /assets/account-c3.js');
    expect(links(response.body)).toContain('modulepreload /assets/common-f6.js');
  });

  it('fills a pattern segment with one segment, and serves every other page as built', async () => {
    const launch = await ctx.app.inject({
      method: 'GET',
      url: '/assessment/launch/6b75ba22-5f6a-4bfd-b784-db33e47968aa',
    });
    expect(links(launch.body)).toEqual([
      'modulepreload /assets/launch-page-e5.js',
      'modulepreload /assets/common-f6.js',
    ]);
    for (const url of ['/assessment/launch', '/assessment/launch/a/b', '/me', '/account/login/extra']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(links(response.body), url).toEqual([]);
      expect(response.body, url).toContain('<title>Roadmark</title>');
    }
  });
});

describe('a list of preloads that cannot be read', () => {
  const ctx = useTestApp({
    WEB_DIST_DIR: distWith(
      JSON.stringify({ ...PRELOADS, pages: [{ path: '/me', files: ['"><script>alert(1)</script>'], texts: {} }] }),
    ),
  });

  it('is left out: every page is index.html as built, with nothing from the file in it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/me' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Roadmark</title>');
    expect(response.body).not.toContain('<script>alert');
    expect(links(response.body)).toEqual([]);
  });
});

describe('a list naming an API address as a page', () => {
  const ctx = useTestApp({
    WEB_DIST_DIR: distWith(JSON.stringify({ ...PRELOADS, pages: [{ path: '/graphql', files: [], texts: {} }] })),
  });

  it('is left out, and the API keeps its address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(response.headers['content-type']).not.toMatch(/^text\/html/);
  });
});

describe('a build without the list', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: distWith(null) });

  it('serves index.html as it is', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/account/login' });
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([]);
  });
});
