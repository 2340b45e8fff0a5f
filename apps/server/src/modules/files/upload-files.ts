import { isUploadPurpose, type UploadPurpose } from '@roadmark/domain/files/upload-purposes';
import { AppError, fieldProblem, unauthenticated } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UploadLimits } from '../../platform/files/file-storage-config.ts';
import type { OpenUseCaseCall } from '../../platform/use-case.ts';
import { assertCanUpload, owningSubscriptionId } from './blob-reference.policy.ts';
import { blobReferences } from './blob-reference.table.ts';
import { sniffSpreadsheet } from './sniff-spreadsheet.ts';
import { assertFitsStorageQuota, storageQuotaExceeded, storageUsedBytes } from './storage-quota.ts';
import { type IncomingFile, type StoredFile, type StoreUploadDeps, storeUpload } from './store-upload.ts';

/** Files in one upload request; the rich-text editor and the forms send one. */
export const MAX_FILES_PER_UPLOAD = 20;

const ACCEPTED_KINDS: Record<UploadPurpose, Pick<StoreUploadDeps, 'kinds' | 'sniff'>> = {
  content: { kinds: ['image', 'video'] },
  brand: { kinds: ['image'] },
  import: { kinds: ['spreadsheet'], sniff: sniffSpreadsheet },
};

/** What storing uploads needs beside the actor and the database. */
export interface UploadDeps {
  storage: FileStorage;
  limits: UploadLimits;
}

/**
 * `?purpose=` is required: content, brand or import. Each is stored as the visibility of the same name, which decides
 * who may read the file and whether it counts against a subscription's storage quota.
 */
export function uploadPurpose(purpose: unknown): UploadPurpose {
  if (isUploadPurpose(purpose)) return purpose;
  throw fieldProblem('BAD_USER_INPUT', 'purpose', 'validation.uploadPurposeInvalid');
}

/** The provider's content media has no quota; a subscription's own files share UPLOAD_QUOTA_MB_PER_SUBSCRIPTION. */
function quotaBytesFor(purpose: UploadPurpose, limits: UploadLimits): number {
  return purpose === 'content' ? Number.POSITIVE_INFINITY : limits.subscriptionQuotaBytes;
}

/** Stores each file into `stored` as it arrives (so the caller can remove them all on failure), within the room left. */
async function storeEach(
  files: AsyncIterable<IncomingFile>,
  stored: StoredFile[],
  deps: Omit<StoreUploadDeps, 'room'>,
  room: NonNullable<StoreUploadDeps['room']>,
): Promise<void> {
  let roomBytes = room.bytes;
  for await (const file of files) {
    if (stored.length === MAX_FILES_PER_UPLOAD) {
      throw new AppError('BAD_USER_INPUT', 'errors.tooManyFiles', { params: { max: MAX_FILES_PER_UPLOAD } });
    }
    const saved = await storeUpload(file, { ...deps, room: { ...room, bytes: roomBytes } });
    stored.push(saved);
    roomBytes -= saved.sizeBytes;
  }
}

/**
 * Stores every file of one upload, then records them in one transaction. All or nothing: when any file is refused
 * or the insert fails, the files already stored are deleted again, so a refused upload changes nothing.
 */
export async function uploadFiles({
  actor,
  input: { files, purpose },
  db,
  storage,
  limits,
}: OpenUseCaseCall<{ files: AsyncIterable<IncomingFile>; purpose: unknown }, UploadDeps>) {
  // Someone signed out is told so before anything about what they sent.
  if (!actor) throw unauthenticated();
  const chosen = uploadPurpose(purpose);
  assertCanUpload(actor, chosen);
  const subscriptionId = owningSubscriptionId(actor, chosen);
  const quotaBytes = quotaBytesFor(chosen, limits);
  // A first look, so a full subscription is refused before any bytes are read; the final count is under a lock.
  const used = Number.isFinite(quotaBytes) ? await storageUsedBytes(db, subscriptionId) : 0;
  const roomBytes = quotaBytes - used;
  if (roomBytes <= 0) throw storageQuotaExceeded(quotaBytes);
  const stored: StoredFile[] = [];
  try {
    const accepted = { ...ACCEPTED_KINDS[chosen], storage: storage, limits: limits };
    await storeEach(files, stored, accepted, { bytes: roomBytes, exceeded: () => storageQuotaExceeded(quotaBytes) });
    if (stored.length === 0) throw new AppError('BAD_USER_INPUT', 'errors.noFilesUploaded');
    const rows = stored.map((file) => ({
      ...file,
      subscriptionId,
      uploadedByUserId: actor.userId,
      visibility: chosen,
    }));
    const totalBytes = stored.reduce((sum, file) => sum + file.sizeBytes, 0);
    return await db.transaction(async (tx) => {
      if (Number.isFinite(quotaBytes)) await assertFitsStorageQuota(tx, subscriptionId, totalBytes, quotaBytes);
      return tx.insert(blobReferences).values(rows).returning();
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.storageReference).catch(() => {})));
    throw error;
  }
}
