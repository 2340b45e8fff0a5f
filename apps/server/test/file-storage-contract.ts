import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError } from '../src/platform/files/byte-limit.ts';
import { type FileStorage, StoredFileNotFoundError } from '../src/platform/files/file-storage.ts';

export interface StorageUnderTest {
  storage: FileStorage;
  /** Every key that holds bytes (finished or partial): what "nothing was left behind" is checked against. */
  leftovers(): Promise<string[]>;
}

const options = { contentType: 'text/plain', maxBytes: 1024 * 1024 };

function chunks(...parts: (string | Buffer)[]): AsyncIterable<Buffer> {
  return Readable.from(parts.map((part) => Buffer.from(part)));
}

/** Yields `count` chunks of `size` bytes, then fails if told to: a client that stops mid-upload. */
async function* generated(count: number, size: number, failAtEnd = false): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, i % 251);
  if (failAtEnd) throw new Error('the client went away');
}

/** What every FileStorage driver must do, run against each driver on real storage. */
export function describeFileStorageContract(name: string, use: () => StorageUnderTest) {
  describe(`${name} storage`, () => {
    it('stores a stream and reads it back whole, by range, and by size', async () => {
      const { storage } = use();
      const key = `ab/${crypto.randomUUID()}`;
      expect(await storage.write(key, chunks('hello ', 'world'), options)).toEqual({ sizeBytes: 11 });
      expect(await text(await storage.read(key))).toBe('hello world');
      expect(await text(await storage.read(key, { start: 6, end: 10 }))).toBe('world');
      expect(await storage.size(key)).toBe(11);
      await storage.delete(key);
      expect(await storage.size(key)).toBeNull();
    });

    it('reports a missing file as not found and deletes it without complaint', async () => {
      const { storage } = use();
      const key = `cd/${crypto.randomUUID()}`;
      await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      expect(await storage.size(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('stores a file of several megabytes from many chunks', async () => {
      const { storage } = use();
      const key = `ef/${crypto.randomUUID()}`;
      const size = 96 * 64 * 1024;
      expect(await storage.write(key, generated(96, 64 * 1024), { ...options, maxBytes: size })).toEqual({
        sizeBytes: size,
      });
      expect(await storage.size(key)).toBe(size);
      const tail = await (await storage.read(key, { start: size - 3, end: size - 1 })).toArray();
      expect([...Buffer.concat(tail)]).toEqual([95, 95, 95]);
      await storage.delete(key);
    });

    it('fails past the size cap, mid-stream, and leaves nothing behind', async () => {
      const { storage, leftovers } = use();
      const before = await leftovers();
      const key = `aa/${crypto.randomUUID()}`;
      // 7 MiB against a 6 MiB cap: with S3 one 5 MiB part is already uploaded when the cap is hit.
      const write = storage.write(key, generated(112, 64 * 1024), { ...options, maxBytes: 6 * 1024 * 1024 });
      await expect(write).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage.size(key)).toBeNull();
      expect(await leftovers()).toEqual(before);
    });

    it('fails on a first chunk already past the cap, before anything is open, and leaves nothing behind', async () => {
      const { storage, leftovers } = use();
      const before = await leftovers();
      const key = `ab/${crypto.randomUUID()}`;
      // One chunk larger than the cap: the refusal comes before the destination has finished opening.
      const write = storage.write(key, chunks('x'.repeat(30 * 1024)), { ...options, maxBytes: 20 * 1024 });
      await expect(write).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await leftovers()).toEqual(before);
    });

    it('reports the source failing rather than its own clean-up, and leaves nothing behind', async () => {
      const { storage, leftovers } = use();
      const before = await leftovers();
      const key = `bb/${crypto.randomUUID()}`;
      await expect(storage.write(key, generated(3, 1024, true), options)).rejects.toThrow('the client went away');
      expect(await leftovers()).toEqual(before);
    });

    it.each(['../escape', '/absolute', 'Upper/Case', 'a//b', 'a/../b', ''])('refuses the key %j', async (key) => {
      const { storage } = use();
      await expect(storage.write(key, chunks('x'), options)).rejects.toThrow(/invalid storage key/);
      await expect(storage.read(key)).rejects.toThrow(/invalid storage key/);
    });
  });
}
