import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { containsNulCharacter, nulCharacterRefused } from '../../platform/http/nul-byte-guard.ts';
import type { IncomingFile } from './store-upload.ts';
import { MAX_FILES_PER_UPLOAD } from './upload-files.ts';

/** @fastify/multipart's own limit errors, by code, as the product's refusals. */
const LIMIT_REFUSALS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () =>
    new AppError('BAD_USER_INPUT', 'errors.tooManyFiles', { params: { max: MAX_FILES_PER_UPLOAD } }),
  FST_PARTS_LIMIT: () =>
    new AppError('PAYLOAD_TOO_LARGE', 'errors.uploadTooManyParts', { params: { max: MAX_FILES_PER_UPLOAD } }),
  FST_FIELDS_LIMIT: () =>
    new AppError('PAYLOAD_TOO_LARGE', 'errors.uploadTooManyParts', { params: { max: MAX_FILES_PER_UPLOAD } }),
};

/**
 * Whatever fails while the request body is read as multipart is the body's fault: cut short, without its boundary,
 * or past a limit. The parser's own errors carry no status, so they are refused here as bad input instead of
 * reaching the error handler as unexpected ones.
 */
function bodyProblem(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const limit = code ? LIMIT_REFUSALS[code] : undefined;
  if (limit) return limit();
  if (statusCode === 413) return error;
  return new AppError('BAD_USER_INPUT', 'errors.uploadMalformed', { cause: error });
}

/** The items of a multipart stream, with the parser's failures turned into refusals of the body. */
async function* readingBody<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next().catch((error: unknown) => {
        throw bodyProblem(error);
      });
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

function refuseNulCharacters(part: MultipartFile | MultipartValue): void {
  const names = part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname, part.value];
  if (containsNulCharacter(names)) throw nulCharacterRefused();
}

/** The parts of the `files` field, one at a time: each is stored before the next is read. Other fields are skipped. */
export async function* multipartFiles(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw new AppError('BAD_USER_INPUT', 'validation.uploadNotMultipart');
  for await (const part of readingBody(request.parts())) {
    refuseNulCharacters(part);
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'files') {
      part.file.resume();
      continue;
    }
    yield { filename: part.filename, source: readingBody(part.file) };
  }
}
