import { createHash } from 'node:crypto';
import { RoleGroupName } from '@roadmark/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { paddedMp4Chunks, SAFE_SVG, sample } from '../../../test/media-samples.ts';
import { startS3Server } from '../../../test/s3-server.ts';

const MB = 1024 * 1024;
const s3 = await startS3Server();

async function paddedMp4(bytes: number): Promise<Buffer> {
  return Buffer.concat(await paddedMp4Chunks(bytes).toArray());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads and blobs on S3-compatible storage', () => {
  const { ctx, upload, get, snapshot } = useFilesApp({
    ...s3.env,
    S3_PRESIGNED_REDIRECTS: 'true',
    UPLOAD_MAX_VIDEO_MB: '6',
  });
  afterAll(() => s3.close());
  let author: BuiltUser;

  beforeAll(async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    author = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.Staff });
  });

  /** The local-disk part of the snapshot is always empty here; the bucket is what must not change. */
  const state = async () => ({ ...(await snapshot()), keys: (await s3.keys()).sort() });

  it('streams a video of several parts into the bucket and serves it back, whole and by range', async () => {
    const content = await paddedMp4(5.5 * MB);
    const response = await upload([{ filename: 'junction.mp4', content }], { cookie: author.cookie });
    expect(response.statusCode).toBe(200);
    const [blob] = response.json();
    expect(blob.mimeType).toBe('video/mp4');
    expect(await s3.keys()).toContain(blob.storageReference);

    const whole = await get(blob.url, { cookie: author.cookie });
    expect(whole.headers['content-length']).toBe(String(content.length));
    expect(sha256(whole.rawPayload)).toBe(sha256(content));
    const part = await get(blob.url, { cookie: author.cookie, headers: { range: `bytes=${5 * MB}-${5 * MB + 9}` } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(content.subarray(5 * MB, 5 * MB + 10))).toBe(true);
  });

  it('refuses a video over the limit mid-stream and leaves no object in the bucket', async () => {
    const before = await state();
    const response = await upload([{ filename: 'long.mp4', content: await paddedMp4(9 * MB) }], {
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('long.mp4 is larger than the 6 MB allowed for a video.');
    expect(await state()).toEqual(before);
  });

  it('refuses a file that is not an image, and someone signed out, leaving the bucket as it was', async () => {
    const before = await state();
    const fake = await upload([{ filename: 'fake.png', content: Buffer.from('not an image') }], {
      cookie: author.cookie,
    });
    expect(fake.statusCode).toBe(415);
    expect((await upload([{ filename: 'a.png', content: sample('png') }])).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('redirects to a short-lived presigned URL on the store, but keeps SVGs behind the app', async () => {
    const [image, svg] = (
      await upload(
        [
          { filename: 'photo.webp', content: sample('webp') },
          { filename: 'icon.svg', content: Buffer.from(SAFE_SVG) },
        ],
        { cookie: author.cookie },
      )
    ).json();
    const redirect = await get(`/api/blobs/redirectToUrl?id=${image.id}`, { cookie: author.cookie });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location).toMatch(
      new RegExp(`^${s3.endpoint}/${s3.bucket}/${image.storageReference}\\?.*X-Amz-Expires=300`),
    );
    const direct = await fetch(location);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await direct.arrayBuffer()).equals(sample('webp'))).toBe(true);

    const svgRedirect = await get(`/api/blobs/redirectToUrl?id=${svg.id}`, { cookie: author.cookie });
    expect(svgRedirect.headers.location).toBe(svg.url);
    expect((await get(svg.url, { cookie: author.cookie })).body).toBe(SAFE_SVG);
  });
});
