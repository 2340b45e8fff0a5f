import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { DailyJob } from '../../platform/scheduler/daily-job.ts';

export const UNUSED_BLOBS_SWEEP_JOB = 'unused-blobs-sweep';

/** A file nothing has used for this long is removed: an upload whose form was never saved, a replaced logo. */
export const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** Files removed per statement, so one sweep never holds many rows locked at once. */
const SWEEP_BATCH = 500;

/**
 * Removes one batch of files unused since before `cutoff`: the rows first, each checked again against blob_uses in
 * the same statement (the database refuses to remove a row a media column still points at), then their bytes.
 */
async function sweepBatch(db: Database, storage: FileStorage, cutoff: Date) {
  const result = await db.execute(sql`
    DELETE FROM "blob_references"
    WHERE "id" IN (
      SELECT "id" FROM "blob_references" "candidate"
      WHERE "candidate"."unused_since" <= ${cutoff.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM "blob_uses" WHERE "blob_uses"."blob_reference_id" = "candidate"."id")
      LIMIT ${SWEEP_BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "storage_reference"`);
  const removed = (result as unknown as { rows: { storage_reference: string }[] }).rows;
  let failed = 0;
  for (const { storage_reference: key } of removed) {
    // A file whose bytes could not be removed now has no row: it is counted and logged by the job, never served.
    await storage.delete(key).catch(() => failed++);
  }
  return { removed: removed.length, failed };
}

/** The daily sweep: removes every file (row and bytes, on disk or in S3) that nothing has used for a day. */
export async function sweepUnusedBlobs(db: Database, storage: FileStorage, now: Date) {
  const cutoff = new Date(now.getTime() - UNUSED_FOR_MS);
  const total = { removed: 0, failedStorageDeletes: 0 };
  for (;;) {
    const batch = await sweepBatch(db, storage, cutoff);
    total.removed += batch.removed;
    total.failedStorageDeletes += batch.failed;
    if (batch.removed < SWEEP_BATCH) return total;
  }
}

export function unusedBlobsSweepJob(db: Database, storage: FileStorage, hourUtc: number): DailyJob {
  return { name: UNUSED_BLOBS_SWEEP_JOB, hourUtc, run: (now) => sweepUnusedBlobs(db, storage, now) };
}
