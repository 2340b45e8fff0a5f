import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../../test/file-storage-contract.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'roadmark-files-'));
  storage = new LocalDiskStorage(path.join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file under the storage root, partial ones included. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describeFileStorageContract('local disk', () => ({ storage, leftovers: filesOnDisk }));

it('keeps files under the storage root and offers no direct URL', async () => {
  const key = `0f/${crypto.randomUUID()}`;
  await storage.write(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 });
  expect(await filesOnDisk()).toContain(path.join(storage.root, ...key.split('/')));
  expect(await storage.directUrl()).toBeNull();
});
