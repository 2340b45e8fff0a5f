import { blobUrl } from './blob-url.ts';
import type { BlobReferenceRow } from './find-blob-reference.ts';

/** A blob reference as the REST API returns it (id, filename, mimeType, storageReference, archived, url). */
export function blobReferenceView(blob: BlobReferenceRow) {
  return {
    id: blob.id,
    filename: blob.filename,
    mimeType: blob.mimeType,
    storageReference: blob.storageReference,
    archived: blob.archived,
    url: blobUrl(blob.id),
  };
}
