import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';

const BOUNDARY = 'roadmark-malformed';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, content: Buffer | string, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from('\r\n')]);
}

const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const png = sample('png');
const image = part('files', png, 'picture.png');
const repeat = (count: number, make: (index: number) => Buffer) => Array.from({ length: count }, (_, i) => make(i));

/** Bodies a browser never sends: each must be refused with its own message, leaving nothing stored. */
const MALFORMED: Array<[string, { contentType?: string; body: Buffer }, number, string]> = [
  ['a body cut off inside a file', { body: image.subarray(0, image.length - 20) }, 400, 'errors.uploadMalformed'],
  ['a body without its closing boundary', { body: image }, 400, 'errors.uploadMalformed'],
  [
    'a content type without a boundary',
    { contentType: 'multipart/form-data', body: Buffer.concat([image, end]) },
    400,
    'errors.uploadMalformed',
  ],
  [
    'a body with another boundary',
    { contentType: 'multipart/form-data; boundary=other', body: Buffer.concat([image, end]) },
    400,
    'errors.uploadMalformed',
  ],
  ['a body that is not multipart at all', { body: Buffer.from('just some text') }, 400, 'errors.uploadMalformed'],
  [
    'too many files',
    { body: Buffer.concat([...repeat(25, (i) => part('files', png, `p${i}.png`)), end]) },
    400,
    'errors.tooManyFiles',
  ],
  [
    'too many fields',
    { body: Buffer.concat([...repeat(25, (i) => part(`note${i}`, 'x')), image, end]) },
    413,
    'errors.uploadTooManyParts',
  ],
  [
    'a file over the image limit',
    { body: Buffer.concat([part('files', Buffer.concat([png, Buffer.alloc(30_000)]), 'big.png'), end]) },
    413,
    'errors.imageTooLarge',
  ],
  [
    'a NUL character in a field name',
    { body: Buffer.concat([part('fi\u0000les', png, 'picture.png'), end]) },
    400,
    'validation.nulCharacter',
  ],
  [
    'a NUL character in a file name',
    { body: Buffer.concat([part('files', png, 'pic\u0000ture.png'), end]) },
    400,
    'validation.nulCharacter',
  ],
  [
    'a NUL character in a field',
    { body: Buffer.concat([part('note', 'a\u0000b'), image, end]) },
    400,
    'validation.nulCharacter',
  ],
];

describe('upload of a malformed multipart body', () => {
  const { ctx, snapshot } = useFilesApp({ UPLOAD_MAX_IMAGE_MB: '0.02', UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  let staff: BuiltUser;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  it.each(MALFORMED)('refuses %s with its message and stores nothing', async (_, request, status, messageKey) => {
    const before = await snapshot();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=content',
      headers: { 'content-type': request.contentType ?? MULTIPART, 'x-roadmark-csrf': '1', cookie: staff.cookie },
      payload: request.body,
    });
    expect({ status: response.statusCode, messageKey: response.json().messageKey }).toEqual({ status, messageKey });
    expect(await snapshot()).toEqual(before);
  });

  it('still stores a well-formed upload', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=content',
      headers: { 'content-type': MULTIPART, 'x-roadmark-csrf': '1', cookie: staff.cookie },
      payload: Buffer.concat([image, end]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ filename: 'picture.png', mimeType: 'image/png' }]);
  });
});
