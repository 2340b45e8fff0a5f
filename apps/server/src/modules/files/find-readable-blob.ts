import { isUuid } from '@roadmark/domain/ids';
import { Role } from '@roadmark/domain/roles';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { actorHasRole } from '../../platform/auth/actor.ts';
import { notFound, unauthenticated } from '../../platform/errors.ts';
import type { OpenUseCaseCall } from '../../platform/use-case.ts';
import { canReadBlob } from './blob-reference.policy.ts';
import { blobReferences } from './blob-reference.table.ts';
import type { BlobReferenceRow } from './find-blob-reference.ts';

/**
 * Whether content that uses the blob is licensed to the subscription: the questions and assessments naming it
 * (blob_uses), the sequences and questionnaires holding those questions, up to any assessment that presents them,
 * and a live licence of it. Every step follows an index, so a video's range requests stay cheap.
 */
function usedByContentLicensedTo(subscriptionId: string): SQL<boolean> {
  return sql<boolean>`${blobReferences.visibility} = 'content' AND EXISTS (
    WITH RECURSIVE "holders" ("question_id", "assessment_id") AS (
      SELECT "question_id", "assessment_id" FROM "blob_uses" WHERE "blob_reference_id" = ${blobReferences.id}
      UNION
      SELECT "link"."parent_question_id", NULL::uuid
      FROM "question_sequence_questions" "link" JOIN "holders" ON "link"."child_question_id" = "holders"."question_id"
    )
    SELECT 1 FROM "holders"
    LEFT JOIN "assessment_item_questions" "pool" ON "pool"."question_id" = "holders"."question_id"
    JOIN "subscription_assessments" "licence"
      ON "licence"."assessment_id" = coalesce("holders"."assessment_id", "pool"."assessment_id")
    WHERE "licence"."subscription_id" = ${subscriptionId} AND "licence"."archived" = false
  )`;
}

/**
 * The blob the actor may read (blob-reference.policy.ts), in one query: the file and whether licensed content uses
 * it. Someone signed out learns only of brand images: anything else asks them to sign in, whether or not it exists.
 * Another tenant's file, content they hold no licence for, archived and unknown blobs are all simply not found.
 * Nothing is cached between requests, so a licence that ends stops the next range request of its video.
 */
export async function findReadableBlob({
  actor,
  input: { id },
  db,
}: OpenUseCaseCall<{ id: string }>): Promise<BlobReferenceRow> {
  const needsLicence = actor !== null && !actorHasRole(actor, Role.Administration);
  const [row] = isUuid(id)
    ? await db
        .select({
          blob: blobReferences,
          usedByLicensedContent: needsLicence ? usedByContentLicensedTo(actor.subscriptionId) : sql<boolean>`false`,
        })
        .from(blobReferences)
        .where(and(eq(blobReferences.id, id), eq(blobReferences.archived, false)))
        .limit(1)
    : [];
  if (row && canReadBlob(actor, { ...row.blob, usedByLicensedContent: row.usedByLicensedContent })) return row.blob;
  if (!actor) throw unauthenticated();
  throw notFound();
}
