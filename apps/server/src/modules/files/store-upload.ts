import type { MessageKey } from '@roadmark/domain/messages';
import { AppError } from '../../platform/errors.ts';
import { FileTooLargeError } from '../../platform/files/byte-limit.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UploadLimits } from '../../platform/files/file-storage-config.ts';
import { type MediaKind, SNIFF_BYTES, type SniffedMedia, SVG_MIME_TYPE, sniffMedia } from './accepted-media.ts';
import { sanitizeSvg, UnsafeSvgError, type UnsafeSvgReason } from './svg-safety.ts';

/** One file as it arrives: the name the browser gave it and its bytes, read once, in order. */
export interface IncomingFile {
  filename: string;
  source: AsyncIterable<Buffer>;
}

export interface StoredFile {
  id: string;
  filename: string;
  mimeType: string;
  storageReference: string;
  sizeBytes: number;
}

export interface StoreUploadDeps {
  storage: FileStorage;
  limits: UploadLimits;
  /** Brand images may not be videos. */
  kinds: readonly MediaKind[];
  /** Decides what the file is from its first bytes (and, for imports, its name); media sniffing by default. */
  sniff?: (head: Buffer, filename: string) => Promise<SniffedMedia | null>;
  /** What is left of the storage quota, and the refusal when the file would not fit in it. */
  room?: { bytes: number; exceeded: () => AppError };
}

const TOO_LARGE_KEYS: Record<MediaKind, MessageKey> = {
  image: 'errors.imageTooLarge',
  video: 'errors.videoTooLarge',
  spreadsheet: 'errors.importFileTooLarge',
};

function maxBytesOf(kind: MediaKind, limits: UploadLimits): number {
  if (kind === 'image') return limits.imageBytes;
  return kind === 'video' ? limits.videoBytes : limits.importBytes;
}

/** A name safe to show and to send back in a header: no folders, no control characters, at most 255 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim();
  return [...clean].slice(0, 255).join('') || 'upload';
}

/** Spread over two-character folders, so no folder of a local store grows to millions of files. */
export function storageKeyFor(id: string): string {
  return `${id.slice(0, 2)}/${id}`;
}

/** Reads until the sniffing window is full or the file ends; the chunks are replayed to storage afterwards. */
async function readHead(iterator: AsyncIterator<Buffer>) {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return chunks;
}

async function* replay(head: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* head;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await rest.return?.();
  }
}

/** An SVG is rewritten whole before it is stored, so it is read into memory first: at most the image limit. */
async function* sanitisedSvg(source: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += chunk.length;
    if (length > maxBytes) throw new FileTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  yield sanitizeSvg(Buffer.concat(chunks));
}

const SVG_REFUSAL_KEYS: Record<UnsafeSvgReason, MessageKey> = {
  'active-content': 'errors.svgUnsafe',
  encoding: 'errors.svgEncodingNotAccepted',
  'not-svg': 'errors.svgNotWellFormed',
};

function megabytes(bytes: number): number {
  return Number((bytes / (1024 * 1024)).toFixed(2));
}

function refusal(error: unknown, filename: string, media: SniffedMedia, deps: StoreUploadDeps): unknown {
  const maxBytes = maxBytesOf(media.kind, deps.limits);
  if (error instanceof FileTooLargeError && deps.room && error.maxBytes < maxBytes) return deps.room.exceeded();
  if (error instanceof FileTooLargeError) {
    const key = TOO_LARGE_KEYS[media.kind];
    return new AppError('PAYLOAD_TOO_LARGE', key, { params: { filename, limit: megabytes(maxBytes) } });
  }
  if (error instanceof UnsafeSvgError) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', SVG_REFUSAL_KEYS[error.reason], { params: { filename } });
  }
  return error;
}

/**
 * Streams one file to storage: the type is sniffed from its first bytes, the size limit of that type is enforced
 * while the bytes flow, and an SVG is stored as rewritten by sanitizeSvg. Nothing is left in storage when it is
 * refused.
 */
export async function storeUpload(file: IncomingFile, deps: StoreUploadDeps): Promise<StoredFile> {
  const filename = cleanFilename(file.filename);
  const iterator = file.source[Symbol.asyncIterator]();
  const head = await readHead(iterator);
  const headBytes = Buffer.concat(head);
  if (headBytes.length === 0) throw new AppError('BAD_USER_INPUT', 'errors.fileEmpty', { params: { filename } });
  const media = await (deps.sniff ?? sniffMedia)(headBytes.subarray(0, SNIFF_BYTES), filename);
  if (!media || !deps.kinds.includes(media.kind)) {
    await iterator.return?.();
    const key = media ? 'errors.brandImageNotImage' : 'errors.fileTypeNotAccepted';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', key, { params: { filename } });
  }
  const maxBytes = Math.min(maxBytesOf(media.kind, deps.limits), deps.room?.bytes ?? Number.POSITIVE_INFINITY);
  const bytes = replay(head, iterator);
  const id = crypto.randomUUID();
  const storageReference = storageKeyFor(id);
  try {
    const { sizeBytes } = await deps.storage.write(
      storageReference,
      media.mimeType === SVG_MIME_TYPE ? sanitisedSvg(bytes, maxBytes) : bytes,
      { contentType: media.mimeType, maxBytes },
    );
    return { id, filename, mimeType: media.mimeType, storageReference, sizeBytes };
  } catch (error) {
    throw refusal(error, filename, media, deps);
  }
}
