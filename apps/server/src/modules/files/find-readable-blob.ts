import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound, unauthenticated } from '../../platform/errors.ts';
import { canReadBlob } from './blob-reference.policy.ts';
import { type BlobReferenceRow, findBlobReference } from './find-blob-reference.ts';

/**
 * The blob the actor may read. Someone signed out learns only of brand images: anything else asks them to sign in,
 * whether or not it exists. Archived and unknown blobs are not found.
 */
export async function findReadableBlob({
  actor,
  id,
  db,
}: {
  actor: Actor | null;
  id: string;
  db: Executor;
}): Promise<BlobReferenceRow> {
  const blob = await findBlobReference(db, id);
  if (blob && canReadBlob(actor, blob)) return blob;
  if (!actor) throw unauthenticated();
  throw notFound();
}
