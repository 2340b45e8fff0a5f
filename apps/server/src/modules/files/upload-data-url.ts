import { Readable } from 'node:stream';
import { fieldProblem } from '../../platform/errors.ts';
import type { OpenUseCaseCall } from '../../platform/use-case.ts';
import type { IncomingFile } from './store-upload.ts';
import { type UploadDeps, uploadFiles } from './upload-files.ts';

const DATA_URL = /^data:[^,;]*((?:;[^,;]*)*?)(;base64)?,(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a data URL (`data:image/png;base64,...` or percent-encoded text such as an SVG). The type it
 * declares is ignored: the bytes are sniffed like any upload.
 */
export function decodeDataUrl(body: unknown): Buffer {
  const invalid = () => fieldProblem('BAD_USER_INPUT', 'dataUrl', 'validation.dataUrlInvalid');
  const match = typeof body === 'string' ? DATA_URL.exec(body.trim()) : null;
  if (!match) throw invalid();
  const data = match[3] ?? '';
  if (match[2]) {
    const compact = data.replace(/\s+/g, '');
    if (!BASE64.test(compact)) throw invalid();
    return Buffer.from(compact, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(data), 'utf8');
  } catch {
    throw invalid();
  }
}

/**
 * The rich-text editor's upload (docs/product/api.md#rest-endpoints): one image sent as a data URL, as text/plain or a
 * JSON string.
 */
export function uploadDataUrl({
  actor,
  input: { body, filename, purpose },
  db,
  storage,
  limits,
}: OpenUseCaseCall<{ body: unknown; filename: string | undefined; purpose: unknown }, UploadDeps>) {
  // Decoded only when the upload reads it, so a signed-out caller learns nothing about what they sent.
  async function* files(): AsyncGenerator<IncomingFile> {
    if (!filename?.trim()) throw fieldProblem('BAD_USER_INPUT', 'filename', 'validation.filenameRequired');
    yield { filename, source: Readable.from([decodeDataUrl(body)]) };
  }
  return uploadFiles({ actor, input: { files: files(), purpose }, db, storage, limits });
}
