import { rm } from 'node:fs/promises';
import path from 'node:path';
import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp, useInLicensedContent } from '../../../test/files-harness.ts';
import { SAFE_SVG, sample } from '../../../test/media-samples.ts';
import { blobReferences } from './blob-reference.table.ts';

interface Blob {
  id: string;
  url: string;
  storageReference: string;
}

describe('GET /api/blobs/{id}', () => {
  const { ctx, upload, get, storageRoot } = useFilesApp();
  let author: BuiltUser;
  let driver: BuiltUser;
  let otherTenant: BuiltUser;
  let video: Blob;
  let videoBytes: Buffer;
  let brand: Blob;
  let svg: Blob;

  beforeAll(async () => {
    const company = await buildSubscription(ctx.db);
    author = await buildUser(ctx.db, { subscriptionId: company.id, roleGroup: RoleGroupName.Staff });
    driver = await buildUser(ctx.db, { subscriptionId: company.id });
    const manager = await buildUser(ctx.db, { subscriptionId: company.id, roleGroup: RoleGroupName.OverviewManager });
    otherTenant = await buildUser(ctx.db, { subscriptionId: (await buildSubscription(ctx.db)).id });
    videoBytes = Buffer.concat([sample('mp4'), Buffer.alloc(10_000, 0x2a)]);
    [video] = (
      await upload([{ filename: 'Hazard – junction.mp4', content: videoBytes }], { cookie: author.cookie })
    ).json();
    [svg] = (
      await upload([{ filename: 'icon.svg', content: Buffer.from(SAFE_SVG) }], { cookie: author.cookie })
    ).json();
    await useInLicensedContent(ctx.db, company.id, { videoBlobReferenceId: video.id, imageBlobReferenceId: svg.id });
    const brandUpload = await upload([{ filename: 'brand.png', content: sample('png') }], {
      cookie: manager.cookie,
      query: '?purpose=brand',
    });
    [brand] = brandUpload.json();
  });

  const size = () => videoBytes.length;

  it('streams the whole file with its type, length, validator and private caching', async () => {
    const response = await get(video.url, { cookie: driver.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(size()),
      'accept-ranges': 'bytes',
      etag: `"${video.id}"`,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Hazard _ junction.mp4"; filename*=UTF-8''Hazard%20%E2%80%93%20junction.mp4`,
    });
    expect(response.rawPayload.equals(videoBytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, -1],
    ['bytes=-50', -50, -1],
    ['bytes=1000-99999999', 1000, -1],
  ])('answers the range %s with 206 and just those bytes', async (range, from, to) => {
    const start = from < 0 ? size() + from : from;
    const end = to < 0 ? size() - 1 : to;
    const response = await get(video.url, { cookie: driver.cookie, headers: { range } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size()}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(videoBytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=999999-', 'bytes=-0'])('answers the unsatisfiable range %s with 416', async (range) => {
    const response = await get(video.url, { cookie: driver.cookie, headers: { range } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size()}`);
    expect(response.json().detail).toBe('The requested part of this file does not exist.');
  });

  it('sends the whole file for a range it does not serve (several ranges)', async () => {
    const response = await get(video.url, { cookie: driver.cookie, headers: { range: 'bytes=0-1,4-5' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(size());
  });

  it('sends the whole file when If-Range names another version', async () => {
    const headers = { range: 'bytes=0-9', 'if-range': '"something-else"' };
    expect((await get(video.url, { cookie: driver.cookie, headers })).statusCode).toBe(200);
    const current = { range: 'bytes=0-9', 'if-range': `"${video.id}"` };
    expect((await get(video.url, { cookie: driver.cookie, headers: current })).statusCode).toBe(206);
  });

  it('answers 304 without a body when the browser already has it', async () => {
    const response = await get(video.url, { cookie: driver.cookie, headers: { 'if-none-match': `"${video.id}"` } });
    expect(response.statusCode).toBe(304);
    expect(response.headers.etag).toBe(`"${video.id}"`);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: video.url, headers: { cookie: driver.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(size()));
    expect(response.rawPayload.length).toBe(0);
  });

  it('shows content media to people of a subscription licensed for it, and to nobody signed out', async () => {
    expect((await get(video.url, { cookie: otherTenant.cookie })).statusCode).toBe(404);
    const signedOut = await get(video.url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().detail).toBe('You need to sign in to do that.');
  });

  it('shows a brand image to anyone, with public caching', async () => {
    const response = await get(brand.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(sample('png'))).toBe(true);
  });

  it('serves an SVG under a policy that allows no script and no fetches', async () => {
    const response = await get(svg.url, { cookie: driver.cookie });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('does not find an unknown, malformed or archived blob', async () => {
    const [archived] = (
      await upload([{ filename: 'old.gif', content: sample('gif') }], { cookie: author.cookie })
    ).json();
    await ctx.db.update(blobReferences).set({ archived: true }).where(eq(blobReferences.id, archived.id));
    for (const url of [`/api/blobs/${crypto.randomUUID()}`, '/api/blobs/not-a-uuid', archived.url]) {
      const response = await get(url, { cookie: driver.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get(`/api/blobs/${crypto.randomUUID()}`)).statusCode).toBe(401);
  });

  it('does not find a blob whose file has gone from storage', async () => {
    const [lost] = (await upload([{ filename: 'lost.png', content: sample('png') }], { cookie: author.cookie })).json();
    await rm(path.join(storageRoot, lost.storageReference));
    expect((await get(lost.url, { cookie: author.cookie })).statusCode).toBe(404);
  });

  describe('GET /api/blobs/redirectToUrl', () => {
    it('sends the browser to where the file is served (the app, with local storage)', async () => {
      const response = await get(`/api/blobs/redirectToUrl?id=${video.id}`, { cookie: driver.cookie });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(video.url);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('checks who may read the blob first', async () => {
      expect((await get(`/api/blobs/redirectToUrl?id=${video.id}`)).statusCode).toBe(401);
      expect((await get(`/api/blobs/redirectToUrl?id=${brand.id}`)).statusCode).toBe(302);
      const unknown = await get(`/api/blobs/redirectToUrl?id=${crypto.randomUUID()}`, { cookie: driver.cookie });
      expect(unknown.statusCode).toBe(404);
      expect((await get('/api/blobs/redirectToUrl', { cookie: driver.cookie })).statusCode).toBe(404);
    });
  });
});
