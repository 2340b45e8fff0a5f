import { blobPath } from '../../../lib/blob-path';

/** A stored file as media fields show it: its id and where to read it. */
export interface BlobValue {
  id: string;
  url: string;
  filename?: string | null;
}

/** The field value of a blob id held by an editor (null when there is none). */
export function blobValue(blobId: string | null | undefined): BlobValue | null {
  return blobId ? { id: blobId, url: blobPath(blobId) } : null;
}
