import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { SAFE_SVG, SAMPLE_MIME, type SampleKind, sample } from '../../../test/media-samples.ts';
import { blobReferences } from './blob-reference.table.ts';

const KB = 1024;

describe('POST /api/files/upload', () => {
  // Small limits, so the over-size cases stay small: 50 KB images, 1 MB videos.
  const { ctx, upload, get, storedFiles, snapshot } = useFilesApp({
    UPLOAD_MAX_IMAGE_MB: '0.05',
    UPLOAD_MAX_VIDEO_MB: '1',
  });
  let author: BuiltUser;
  let manager: BuiltUser;

  beforeAll(async () => {
    const company = await buildSubscription(ctx.db);
    author = await buildUser(ctx.db, { subscriptionId: company.id, roleGroup: RoleGroupName.Staff });
    manager = await buildUser(ctx.db, { subscriptionId: company.id, roleGroup: RoleGroupName.OverviewManager });
  });

  /** Asserts the upload was refused with this status and message, and that nothing was stored or recorded. */
  async function expectRefused(send: () => ReturnType<typeof upload>, status: number, detail: string) {
    const before = await snapshot();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe(detail);
    expect(await snapshot()).toEqual(before);
  }

  it.each(Object.keys(SAMPLE_MIME) as SampleKind[])(
    'stores a real %s file and returns its blob reference',
    async (kind) => {
      const content = sample(kind);
      const response = await upload([{ filename: `clip.${kind}`, content }], { cookie: author.cookie });
      expect(response.statusCode).toBe(200);
      const [blob] = response.json();
      expect(blob).toEqual({
        id: expect.any(String),
        filename: `clip.${kind}`,
        mimeType: SAMPLE_MIME[kind],
        storageReference: `${blob.id.slice(0, 2)}/${blob.id}`,
        archived: false,
        url: `/api/blobs/${blob.id}`,
      });
      const [row] = await ctx.db.select().from(blobReferences).where(eq(blobReferences.id, blob.id));
      expect(row).toMatchObject({
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        uploadedByUserId: author.id,
        visibility: 'content',
        sizeBytes: content.length,
      });
      expect(await storedFiles()).toContain(blob.storageReference);
      const served = await get(blob.url, { cookie: author.cookie });
      expect(served.rawPayload.equals(content)).toBe(true);
    },
  );

  it('stores a safe SVG as the XML parser read it back', async () => {
    const response = await upload([{ filename: 'logo.svg', content: Buffer.from(SAFE_SVG) }], {
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].mimeType).toBe('image/svg+xml');
    expect((await get(response.json()[0].url, { cookie: author.cookie })).body).toBe(SAFE_SVG);
  });

  it('stores several files of one request, in order', async () => {
    const response = await upload(
      [
        { filename: 'a.png', content: sample('png') },
        { filename: 'b.webm', content: sample('webm') },
      ],
      { cookie: author.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((blob: { filename: string; mimeType: string }) => [blob.filename, blob.mimeType]),
    ).toEqual([
      ['a.png', 'image/png'],
      ['b.webm', 'video/webm'],
    ]);
  });

  it('decides the type from the bytes, not from the name or the type the browser claims', async () => {
    const response = await upload([{ filename: 'photo.jpg', content: sample('png'), contentType: 'image/jpeg' }], {
      cookie: author.cookie,
    });
    expect(response.json()[0]).toMatchObject({ filename: 'photo.jpg', mimeType: 'image/png' });
  });

  it('keeps only the last part of a name with folders in it', async () => {
    const response = await upload([{ filename: 'C:\\Users\\ann\\logo.png', content: sample('png') }], {
      cookie: author.cookie,
    });
    expect(response.json()[0].filename).toBe('logo.png');
  });

  it('refuses a text file that claims to be a PNG, storing nothing', async () => {
    await expectRefused(
      () =>
        upload([{ filename: 'notes.png', content: Buffer.from('Meeting notes\n'), contentType: 'image/png' }], {
          cookie: author.cookie,
        }),
      415,
      'notes.png is not an image or video Roadmark accepts. Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
    );
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/graphql")</script></svg>'],
    ['an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an external image', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>'],
  ])('refuses an SVG with %s, storing nothing', async (_name, svg) => {
    await expectRefused(
      () => upload([{ filename: 'logo.svg', content: Buffer.from(svg) }], { cookie: author.cookie }),
      415,
      'logo.svg contains scripts or links to other files, which SVG images may not have here. Save it without them, or upload it as a PNG.',
    );
  });

  it('refuses an image over the image limit while it streams, storing nothing', async () => {
    const content = Buffer.concat([sample('png'), Buffer.alloc(60 * KB)]);
    await expectRefused(
      () => upload([{ filename: 'huge.png', content }], { cookie: author.cookie }),
      413,
      'huge.png is larger than the 0.05 MB allowed for an image.',
    );
  });

  it('refuses a video over the video limit while it streams, storing nothing', async () => {
    const content = Buffer.concat([sample('mp4'), Buffer.alloc(1536 * KB)]);
    await expectRefused(
      () => upload([{ filename: 'long.mp4', content }], { cookie: author.cookie }),
      413,
      'long.mp4 is larger than the 1 MB allowed for a video.',
    );
  });

  it('accepts a video far over the image limit', async () => {
    const content = Buffer.concat([sample('mp4'), Buffer.alloc(512 * KB)]);
    const response = await upload([{ filename: 'short.mp4', content }], { cookie: author.cookie });
    expect(response.statusCode).toBe(200);
  });

  it('stores nothing of a request when one of its files is refused', async () => {
    await expectRefused(
      () =>
        upload(
          [
            { filename: 'good.png', content: sample('png') },
            { filename: 'bad.gif', content: Buffer.from('not a picture') },
          ],
          { cookie: author.cookie },
        ),
      415,
      'bad.gif is not an image or video Roadmark accepts. Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
    );
  });

  it('refuses an upload by someone signed out', async () => {
    await expectRefused(
      () => upload([{ filename: 'a.png', content: sample('png') }]),
      401,
      'You need to sign in to do that.',
    );
  });

  it('tells someone signed out to sign in, whatever else is wrong with the upload', async () => {
    await expectRefused(
      () => upload([{ filename: 'a.txt', content: Buffer.from('text') }], { query: '?purpose=avatar' }),
      401,
      'You need to sign in to do that.',
    );
  });

  it('refuses an upload without the CSRF header', async () => {
    await expectRefused(
      () => upload([{ filename: 'a.png', content: sample('png') }], { cookie: author.cookie, csrf: false }),
      403,
      'This request was refused because it did not come from the Roadmark app. Reload the page and try again.',
    );
  });

  it.each([
    ['an empty file', [{ filename: 'empty.png', content: Buffer.alloc(0) }], 'empty.png is empty.'],
    [
      'no file at all',
      [{ filename: 'a.png', content: sample('png'), field: 'other' }],
      'Choose at least one file to upload.',
    ],
  ])('refuses %s', async (_name, files, detail) => {
    await expectRefused(() => upload(files, { cookie: author.cookie }), 400, detail);
  });

  it('refuses a body that is not a multipart form', async () => {
    const before = await snapshot();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=content',
      payload: { files: [] },
      headers: { 'x-roadmark-csrf': '1', cookie: author.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Send files as a multipart form, in the field files');
    expect(await snapshot()).toEqual(before);
  });

  it('leaves multipart requests to /graphql to GraphQL', async () => {
    const boundary = 'graphql-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: `${field('operations', '{"query":"{ __typename }"}')}${field('map', '{}')}--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-roadmark-csrf': '1',
        cookie: author.cookie,
      },
    });
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  describe('brand images (?purpose=brand)', () => {
    it('lets a subscription administrator upload a brand image, which is public', async () => {
      const response = await upload([{ filename: 'brand.png', content: sample('png') }], {
        cookie: manager.cookie,
        query: '?purpose=brand',
      });
      expect(response.statusCode).toBe(200);
      const [row] = await ctx.db.select().from(blobReferences).where(eq(blobReferences.id, response.json()[0].id));
      expect(row?.visibility).toBe('brand');
    });

    it('refuses a video as a brand image', async () => {
      await expectRefused(
        () =>
          upload([{ filename: 'brand.mp4', content: sample('mp4') }], {
            cookie: manager.cookie,
            query: '?purpose=brand',
          }),
        415,
        'brand.mp4 is not an image. A brand image must be a PNG, JPEG, GIF, WebP or SVG image.',
      );
    });

    it('refuses an unknown purpose', async () => {
      await expectRefused(
        () =>
          upload([{ filename: 'a.png', content: sample('png') }], { cookie: manager.cookie, query: '?purpose=avatar' }),
        400,
        'Say what the file is for: add ?purpose=content, brand or import to the upload address.',
      );
    });
  });
});
