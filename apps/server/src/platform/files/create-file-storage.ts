import type { FileStorage } from './file-storage.ts';
import type { FileStorageConfig } from './file-storage-config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 'local' ? new LocalDiskStorage(config.root) : new S3Storage(config);
}
