import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { meteredSource } from './byte-limit.ts';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  StoredFileNotFoundError,
  type WriteOptions,
} from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The default driver: one file per key under a directory (`${DATA_DIR}/files`). */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** Written beside the target under a unique name and renamed into place when complete, so a reader never sees half a file. */
  async write(key: string, source: AsyncIterable<Buffer>, { maxBytes }: WriteOptions) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${crypto.randomUUID()}.partial`;
    const metered = meteredSource(source, maxBytes);
    const destination = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(metered.stream, destination);
      await rename(partial, target);
      return { sizeBytes: metered.state.bytes };
    } catch (error) {
      // pipeline rejects as soon as the source fails, possibly before the file has even been opened: removing it
      // before the stream has closed could let the open create it again afterwards, left behind for good.
      if (!destination.closed) await new Promise<void>((closed) => destination.once('close', () => closed()));
      await rm(partial, { force: true });
      throw metered.state.failure ?? error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      // Opened first, so a missing file fails here rather than after the response has started.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async directUrl(): Promise<string | null> {
    return null;
  }

  async close(): Promise<void> {}
}
