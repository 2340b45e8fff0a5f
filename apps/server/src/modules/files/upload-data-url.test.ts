import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { SAFE_SVG, sample } from '../../../test/media-samples.ts';

const pngDataUrl = `data:image/png;base64,${sample('png').toString('base64')}`;

describe('POST /api/files/uploadDataUrl', () => {
  const { ctx, uploadDataUrl, get, snapshot } = useFilesApp({ UPLOAD_MAX_IMAGE_MB: '0.05' });
  let author: BuiltUser;

  beforeAll(async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    author = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.Staff });
  });

  async function expectRefused(send: () => ReturnType<typeof uploadDataUrl>, status: number, detail: string) {
    const before = await snapshot();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await snapshot()).toEqual(before);
  }

  it.each(['text/plain', 'application/json'])('stores the image of a data URL sent as %s', async (contentType) => {
    const response = await uploadDataUrl(pngDataUrl, {
      cookie: author.cookie,
      query: '?purpose=content&filename=pasted.png',
      contentType,
    });
    expect(response.statusCode).toBe(200);
    const [blob] = response.json();
    expect(blob).toMatchObject({ filename: 'pasted.png', mimeType: 'image/png', url: `/api/blobs/${blob.id}` });
    expect((await get(blob.url, { cookie: author.cookie })).rawPayload.equals(sample('png'))).toBe(true);
  });

  it('stores a percent-encoded SVG data URL', async () => {
    const response = await uploadDataUrl(`data:image/svg+xml,${encodeURIComponent(SAFE_SVG)}`, {
      cookie: author.cookie,
      query: '?purpose=content&filename=logo.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].mimeType).toBe('image/svg+xml');
  });

  it('sniffs the bytes whatever type the data URL declares', async () => {
    const response = await uploadDataUrl(`data:image/gif;base64,${sample('jpeg').toString('base64')}`, {
      cookie: author.cookie,
      query: '?purpose=content&filename=photo.gif',
    });
    expect(response.json()[0].mimeType).toBe('image/jpeg');
  });

  it('refuses text that claims to be an image', async () => {
    await expectRefused(
      () =>
        uploadDataUrl(`data:image/png;base64,${Buffer.from('just text').toString('base64')}`, {
          cookie: author.cookie,
          query: '?purpose=content&filename=fake.png',
        }),
      415,
      'fake.png is not an image or video Roadmark accepts. Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
    );
  });

  it('refuses an image over the image limit', async () => {
    const big = Buffer.concat([sample('png'), Buffer.alloc(60 * 1024)]);
    await expectRefused(
      () =>
        uploadDataUrl(`data:image/png;base64,${big.toString('base64')}`, {
          cookie: author.cookie,
          query: '?purpose=content&filename=big.png',
        }),
      413,
      'big.png is larger than the 0.05 MB allowed for an image.',
    );
  });

  it('refuses a body far over what an image may be', async () => {
    const huge = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024).toString('base64')}`;
    await expectRefused(
      () => uploadDataUrl(huge, { cookie: author.cookie, query: '?purpose=content&filename=huge.png' }),
      413,
      'This request is too large to accept.',
    );
  });

  it.each([
    [
      'not a data URL',
      'https://example.com/a.png',
      '?purpose=content&filename=a.png',
      'Send the file as a data URL, like data:image/png;base64,...',
    ],
    [
      'broken base64',
      'data:image/png;base64,@@@@',
      '?purpose=content&filename=a.png',
      'Send the file as a data URL, like data:image/png;base64,...',
    ],
    ['no file name', pngDataUrl, '?purpose=content', 'A file name is required'],
  ])('refuses %s', async (_name, body, query, detail) => {
    await expectRefused(() => uploadDataUrl(body, { cookie: author.cookie, query }), 400, detail);
  });

  it('refuses an image without a purpose, storing nothing', async () => {
    await expectRefused(
      () => uploadDataUrl(pngDataUrl, { cookie: author.cookie, query: '?filename=a.png' }),
      400,
      'Say what the file is for: add ?purpose=content, brand or import to the upload address.',
    );
  });

  it('refuses someone signed out', async () => {
    await expectRefused(
      () => uploadDataUrl(pngDataUrl, { query: '?purpose=content&filename=a.png' }),
      401,
      'You need to sign in to do that.',
    );
  });
});
