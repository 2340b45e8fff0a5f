import { isUuid } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { blobReferences } from './blob-reference.table.ts';

export type BlobReferenceRow = typeof blobReferences.$inferSelect;

/** A live (not archived) blob reference by id, whoever owns it; null for anything else, including a malformed id. */
export async function findBlobReference(db: Executor, id: string): Promise<BlobReferenceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(blobReferences)
    .where(and(eq(blobReferences.id, id), eq(blobReferences.archived, false)))
    .limit(1);
  return row ?? null;
}
