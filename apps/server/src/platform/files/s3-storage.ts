import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { meteredSource } from './byte-limit.ts';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  StoredFileNotFoundError,
  type WriteOptions,
} from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's own credential chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Whether a browser may be sent to a presigned URL on the endpoint (it must be reachable from browsers). */
  presignedRedirects: boolean;
}

/** 5 MiB parts, two in flight: an upload of any size holds about 10 MiB at most. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, ...), chosen with FILE_STORAGE=s3. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly presignedRedirects: boolean;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.presignedRedirects = options.presignedRedirects;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  /** A multipart upload fed from the stream; on failure the upload is aborted and any object under key removed. */
  async write(key: string, source: AsyncIterable<Buffer>, { contentType, maxBytes }: WriteOptions) {
    assertStorageKey(key);
    const metered = meteredSource(source, maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: metered.stream, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { sizeBytes: metered.state.bytes };
    } catch (error) {
      metered.stream.destroy();
      await this.delete(key).catch(() => {});
      throw metered.state.failure ?? error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async directUrl(key: string, options: { contentType: string; expiresInSeconds: number }) {
    if (!this.presignedRedirects) return null;
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
