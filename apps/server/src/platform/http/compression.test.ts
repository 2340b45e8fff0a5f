import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

// A built web app as `npm run build` leaves it: each text file with its brotli and gzip copies beside it.
const script = `export const words = ${JSON.stringify('Hazard & <perception> "überall" '.repeat(200))};\n`;
const page = `<!doctype html><title>Roadmark</title>${'<meta name="x" content="y">'.repeat(100)}`;
const distDir = mkdtempSync(path.join(tmpdir(), 'roadmark-compressed-dist-'));
mkdirSync(path.join(distDir, 'assets'));
for (const [name, content] of [
  ['index.html', page],
  ['assets/app-abc123.js', script],
] as const) {
  writeFileSync(path.join(distDir, name), content);
  writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
}
// The build makes no copies of a picture: it is compressed already.
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(2000).fill(0)]);
writeFileSync(path.join(distDir, 'assets', 'logo-abc123.png'), picture);

const PLAYGROUND = '/api/graphql-playground';
const API = '/api/rest/v1.0';

describe('compressed answers', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['/assets/app-abc123.js', script],
    ['/me', page],
  ])('sends the brotli copy the build made of %s, marked as varying by Accept-Encoding', async (url, content) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(content);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(content) / 4);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends a picture as it is', async () => {
    const response = await get('/assets/logo-abc123.png', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(picture);
  });

  it('compresses API JSON above the threshold and leaves a small answer alone', async () => {
    const document = await get(`${API}/openapi.json`, 'br');
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers['content-type']).toMatch(/^application\/json/);
    const parsed = JSON.parse(brotliDecompressSync(document.rawPayload).toString());
    expect(Buffer.byteLength(JSON.stringify(parsed))).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(parsed.openapi).toMatch(/^3\./);

    const small = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
      payload: { query: '{ __typename }' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses a large GraphQL answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
      payload: { query: `{ ${Array.from({ length: 100 }, (_, i) => `t${i}: __typename`).join(' ')} }` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(body.data.t99).toBe('Query');
  });

  it.each([
    `${PLAYGROUND}/yoga-graphiql.es.js`,
    `${PLAYGROUND}/graphiql.css`,
    `${API}/swagger/static/swagger-ui-bundle.js`,
  ])('compresses the developer page bundle %s', async (url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).length).toBeGreaterThan(response.rawPayload.length * 2);
  });

  it('never encodes part of a file asked for by range', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(Buffer.from(script).subarray(0, 100));
  });

  it('does not unpack a compressed request body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
      payload: gzipSync(JSON.stringify({ query: '{ __typename }' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
