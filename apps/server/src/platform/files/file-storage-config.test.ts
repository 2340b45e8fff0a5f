import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';

describe('file storage configuration', () => {
  it('keeps files on local disk under DATA_DIR, with 10 MB images, 500 MB videos, 10 MB import files and a 1 GB quota, by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/roadmark' });
    expect(config.fileStorage).toEqual({ kind: 'local', root: path.resolve('/srv/roadmark/files') });
    expect(config.uploadLimits).toEqual({
      imageBytes: 10 * 1024 * 1024,
      videoBytes: 500 * 1024 * 1024,
      importBytes: 10 * 1024 * 1024,
      subscriptionQuotaBytes: 1024 * 1024 * 1024,
    });
  });

  it('reads the S3 settings when FILE_STORAGE is s3', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'roadmark-media',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PRESIGNED_REDIRECTS: 'true',
      UPLOAD_MAX_IMAGE_MB: '2.5',
      UPLOAD_MAX_VIDEO_MB: '100',
      UPLOAD_MAX_IMPORT_MB: '1',
      UPLOAD_QUOTA_MB_PER_SUBSCRIPTION: '250',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'roadmark-media',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      presignedRedirects: true,
    });
    expect(config.uploadLimits).toEqual({
      imageBytes: 2.5 * 1024 * 1024,
      videoBytes: 100 * 1024 * 1024,
      importBytes: 1024 * 1024,
      subscriptionQuotaBytes: 250 * 1024 * 1024,
    });
  });

  it('leaves S3 credentials to the SDK (environment, instance role) when none are given', () => {
    const config = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'roadmark-media' });
    expect(config.fileStorage).toMatchObject({ kind: 's3', region: 'us-east-1', credentials: undefined });
  });

  it.each([
    ['FILE_STORAGE', { FILE_STORAGE: 'ftp' }],
    ['S3_BUCKET', { FILE_STORAGE: 's3' }],
    ['S3_SECRET_ACCESS_KEY', { FILE_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }],
    ['S3_ACCESS_KEY_ID', { FILE_STORAGE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }],
    ['S3_ENDPOINT', { FILE_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' }],
    ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: 'yes' }],
    ['UPLOAD_MAX_IMAGE_MB', { UPLOAD_MAX_IMAGE_MB: '0' }],
    ['UPLOAD_MAX_VIDEO_MB', { UPLOAD_MAX_VIDEO_MB: 'lots' }],
  ])('stops with a message naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
