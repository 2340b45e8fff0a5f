import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../../test/file-storage-contract.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';

let s3: TestS3Server;
let storage: S3Storage;
let presigning: S3Storage;

function driver(server: TestS3Server, presignedRedirects: boolean) {
  return new S3Storage({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    presignedRedirects,
  });
}

beforeAll(async () => {
  s3 = await startS3Server();
  storage = driver(s3, false);
  presigning = driver(s3, true);
});
afterAll(async () => {
  await storage?.close();
  await presigning?.close();
  await s3?.close();
});

describeFileStorageContract('S3', () => ({ storage, leftovers: () => s3.keys() }));

describe('S3 direct URLs', () => {
  it('presigns a short-lived URL a browser can fetch, only when configured to', async () => {
    const key = `9a/${crypto.randomUUID()}`;
    await storage.write(key, Readable.from([Buffer.from('<video bytes>')]), {
      contentType: 'video/mp4',
      maxBytes: 100,
    });
    expect(await storage.directUrl(key, { contentType: 'video/mp4', expiresInSeconds: 60 })).toBeNull();
    const url = await presigning.directUrl(key, { contentType: 'video/mp4', expiresInSeconds: 60 });
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/${key}\\?.*X-Amz-Signature=`));
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(await response.text()).toBe('<video bytes>');
  });
});
