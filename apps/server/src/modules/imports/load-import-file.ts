import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { blobReferences } from '../files/blob-reference.table.ts';

/**
 * The import file the actor uploaded (upload with `?purpose=import`), not yet read. Someone else's upload, or a file
 * uploaded as media, is not found: an import only ever reads what its own user sent for it.
 */
export async function findImportFile(db: Executor, actor: Actor, blobId: string) {
  const [blob] = await db
    .select()
    .from(blobReferences)
    .where(
      and(
        eq(blobReferences.id, blobId),
        eq(blobReferences.visibility, 'import'),
        eq(blobReferences.uploadedByUserId, actor.userId),
        eq(blobReferences.archived, false),
      ),
    );
  if (!blob) throw notFound();
  return blob;
}
