import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { type FileStorage, StoredFileNotFoundError } from '../../platform/files/file-storage.ts';
import { parseRange } from '../../platform/http/byte-range.ts';
import { SVG_MIME_TYPE } from './accepted-media.ts';
import type { BlobReferenceRow } from './find-blob-reference.ts';

/** A blob never changes (a new file is a new id), so caches may keep it for a year without asking again. */
const CACHE_FOR_A_YEAR = 'max-age=31536000, immutable';

function etagOf(blob: BlobReferenceRow): string {
  return `"${blob.id}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** `inline` with the original name: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function setBlobHeaders(reply: FastifyReply, blob: BlobReferenceRow): void {
  reply.header('etag', etagOf(blob));
  reply.header('cache-control', `${blob.visibility === 'brand' ? 'public' : 'private'}, ${CACHE_FOR_A_YEAR}`);
  reply.header('x-content-type-options', 'nosniff');
  // An SVG opened on its own is a document: no script, no fetches, only its own inline styles.
  if (blob.mimeType === SVG_MIME_TYPE) {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
}

/** Answered by the error handler as problem details, with the size of the file the range missed. */
function rangeNotSatisfiable(reply: FastifyReply, size: number): never {
  reply.header('content-range', `bytes */${size}`);
  throw new AppError('RANGE_NOT_SATISFIABLE', 'errors.rangeNotSatisfiable');
}

/**
 * Streams a blob the caller may read: the whole file, or one byte range (video seeking), or 304 when the browser
 * already holds it. The bytes flow from storage to the socket; the file is never held in memory.
 */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blob: BlobReferenceRow,
  storage: FileStorage,
) {
  const size = blob.sizeBytes;
  if (matchesEtag(request.headers['if-none-match'], etagOf(blob))) {
    setBlobHeaders(reply, blob);
    return reply.status(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etagOf(blob) ? { kind: 'whole' as const } : parseRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') return rangeNotSatisfiable(reply, size);

  setBlobHeaders(reply, blob);
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', blob.mimeType);
  reply.header('content-disposition', contentDisposition(blob.filename));
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  if (part) {
    reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`);
  }
  reply.header('content-length', part ? part.end - part.start + 1 : size);
  if (request.method === 'HEAD') return reply.send();
  try {
    return reply.send(await storage.read(blob.storageReference, part));
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    request.log.error({ blobId: blob.id }, 'a blob reference points at a file missing from storage');
    throw notFound();
  }
}
