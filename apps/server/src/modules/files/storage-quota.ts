import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { blobReferences } from './blob-reference.table.ts';

/** The bytes a subscription's own files take (brand images, import files); the provider's content media is apart. */
export async function storageUsedBytes(db: Executor, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${blobReferences.sizeBytes}), 0)` })
    .from(blobReferences)
    .where(
      and(
        eq(blobReferences.subscriptionId, subscriptionId),
        ne(blobReferences.visibility, 'content'),
        eq(blobReferences.archived, false),
      ),
    );
  return Number(row?.used ?? 0);
}

export function storageQuotaExceeded(quotaBytes: number): AppError {
  const quota = Number((quotaBytes / (1024 * 1024)).toFixed(2));
  return new AppError('PAYLOAD_TOO_LARGE', 'errors.storageQuotaExceeded', { params: { quota } });
}

/**
 * Checks, inside the transaction that records new files, that they fit the subscription's quota. The subscription
 * row is locked first (FOR NO KEY UPDATE: records that merely point at the subscription are not held up), so two
 * uploads finishing at once are counted one after the other and cannot both squeeze past the quota.
 */
export async function assertFitsStorageQuota(
  tx: Executor,
  subscriptionId: string,
  addingBytes: number,
  quotaBytes: number,
): Promise<void> {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('no key update');
  if ((await storageUsedBytes(tx, subscriptionId)) + addingBytes > quotaBytes) {
    throw storageQuotaExceeded(quotaBytes);
  }
}
