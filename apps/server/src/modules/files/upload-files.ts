import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, fieldProblem, unauthenticated } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UploadLimits } from '../../platform/files/file-storage-config.ts';
import { sniffSpreadsheet } from '../imports/sniff-spreadsheet.ts';
import { assertCanUpload, type BlobVisibility } from './blob-reference.policy.ts';
import { blobReferences } from './blob-reference.table.ts';
import { type IncomingFile, type StoredFile, type StoreUploadDeps, storeUpload } from './store-upload.ts';

/** Files in one upload request; the rich-text editor and the forms send one. */
export const MAX_FILES_PER_UPLOAD = 20;

const ACCEPTED_KINDS: Record<BlobVisibility, Pick<StoreUploadDeps, 'kinds' | 'sniff'>> = {
  content: { kinds: ['image', 'video'] },
  brand: { kinds: ['image'] },
  import: { kinds: ['spreadsheet'], sniff: sniffSpreadsheet },
};

export interface UploadDeps {
  db: Database;
  storage: FileStorage;
  limits: UploadLimits;
}

/** `?purpose=brand` marks a brand image (public), `?purpose=import` a spreadsheet to import; the rest is content media. */
export function uploadVisibility(purpose: unknown): BlobVisibility {
  if (purpose === undefined || purpose === '' || purpose === 'content') return 'content';
  if (purpose === 'brand' || purpose === 'import') return purpose;
  throw fieldProblem('BAD_USER_INPUT', 'purpose', 'validation.uploadPurposeInvalid');
}

/**
 * Stores every file of one upload, then records them in one transaction. All or nothing: when any file is refused
 * or the insert fails, the files already stored are deleted again, so a refused upload changes nothing.
 */
export async function uploadFiles({
  actor,
  files,
  purpose,
  deps,
}: {
  actor: Actor | null;
  files: AsyncIterable<IncomingFile>;
  purpose: unknown;
  deps: UploadDeps;
}) {
  // Someone signed out is told so before anything about what they sent.
  if (!actor) throw unauthenticated();
  const visibility = uploadVisibility(purpose);
  assertCanUpload(actor, visibility);
  const accepted = ACCEPTED_KINDS[visibility];
  const stored: StoredFile[] = [];
  try {
    for await (const file of files) {
      if (stored.length === MAX_FILES_PER_UPLOAD) {
        throw new AppError('BAD_USER_INPUT', 'errors.tooManyFiles', { params: { max: MAX_FILES_PER_UPLOAD } });
      }
      stored.push(await storeUpload(file, { storage: deps.storage, limits: deps.limits, ...accepted }));
    }
    if (stored.length === 0) throw new AppError('BAD_USER_INPUT', 'errors.noFilesUploaded');
    const rows = stored.map((file) => ({
      ...file,
      subscriptionId: actor.subscriptionId,
      uploadedByUserId: actor.userId,
      visibility,
    }));
    return await deps.db.transaction((tx) => tx.insert(blobReferences).values(rows).returning());
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.delete(file.storageReference).catch(() => {})));
    throw error;
  }
}
