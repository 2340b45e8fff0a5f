import type { Executor } from '../../platform/db/database.ts';
import { type BlobReferenceRow, findBlobReference } from '../files/find-blob-reference.ts';

/** The live upload a content media field names; null when none is set or the upload was archived. */
export function liveBlobReference(db: Executor, id: string | null): Promise<BlobReferenceRow | null> | null {
  return id ? findBlobReference(db, id) : null;
}
