import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'roadmark-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Roadmark</title>');
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(distDir, 'sw.js'), 'self.skipWaiting()');
// A build made with source maps must still not publish them.
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
writeFileSync(path.join(distDir, 'sw.js.map'), '{"version":3,"sources":["src/app/offline/sw.ts"]}');

describe('web app and health routes', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: distDir });

  it.each(['/', '/administration/tags', '/account/login?returnUrl=/me'])(
    'serves index.html for the page %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Roadmark</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable, without the headers that only a document heeds', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'origin-agent-cluster']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('keeps every security header on the pages and the service worker', async () => {
    for (const url of ['/me', '/sw.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('serves the service worker from the site root, checked with the server on every update', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/missing.js', '/api/unknown', '/api/account/nothing-here'])(
    'answers 404 problem details for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    },
  );

  it.each(['/assets/app-abc123.js.map', '/sw.js.map', '/assets/anything.map'])(
    'answers 404 for the source map %s, even when the build left one',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('"sources"');
    },
  );

  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/worker-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers of a production server', () => {
  const production = { NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(48), WEB_DIST_DIR: distDir };
  const overHttps = useTestApp(production);
  const overPlainHttp = useTestApp({ ...production, COOKIE_SECURE: 'false' });

  it('tells browsers the site is HTTPS only when it is served over HTTPS', async () => {
    const response = await overHttps.app.inject({ method: 'GET', url: '/account/login' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('sends neither HSTS nor upgrade-insecure-requests when COOKIE_SECURE=false says it is plain HTTP', async () => {
    for (const url of ['/account/login', '/assets/app-abc123.js', '/healthz']) {
      const response = await overPlainHttp.app.inject({ method: 'GET', url, headers: { host: '192.168.1.20:3000' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['content-security-policy'] ?? '', url).not.toMatch(/upgrade-insecure-requests/);
    }
    const page = await overPlainHttp.app.inject({ method: 'GET', url: '/account/login' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
