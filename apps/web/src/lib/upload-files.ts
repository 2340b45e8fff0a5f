import type { UploadPurpose } from '@roadmark/domain/files/upload-purposes';
import { ApiProblemError, type ProblemDetails } from './api-post';
import { CSRF_HEADER } from './csrf';
import { emulationHeaders } from './emulation';

/** What the upload endpoint answers for each stored file: its blob reference. */
export interface BlobReference {
  id: string;
  filename: string;
  mimeType: string;
  url: string;
}

/** What a file is uploaded for; the server checks the uploader's roles against it (see @roadmark/domain). */
export type { UploadPurpose };

/**
 * POST /api/files/upload?purpose=... with the multipart field `files` (docs/product/api.md#rest-endpoints), reporting
 * progress from 0 to 100. fetch cannot report upload progress, so this uses XMLHttpRequest. Rejects with an
 * ApiProblemError when the server refuses, and with a network TypeError when it cannot be reached.
 */
export function uploadFiles(
  files: readonly File[],
  purpose: UploadPurpose,
  onProgress?: (percent: number) => void,
): Promise<BlobReference[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/files/upload?${new URLSearchParams({ purpose })}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries({ ...CSRF_HEADER, ...emulationHeaders() })) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((100 * event.loaded) / event.total));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && Array.isArray(body)) {
        onProgress?.(100);
        resolve(body as BlobReference[]);
        return;
      }
      const problem = body && typeof body === 'object' ? (body as Partial<ProblemDetails>) : {};
      reject(new ApiProblemError({ ...problem, status: request.status }));
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
