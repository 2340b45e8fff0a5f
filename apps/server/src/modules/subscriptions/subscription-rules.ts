import type { SubscriptionModel } from '@roadmark/domain/subscription';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq, like } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, notFound } from '../../platform/errors.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { administersDistributor } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

/**
 * Study settings (docs/product/reference-data.md#the-subscription-form) belong to studies only and a distributor only
 * above a plain subscription; what does not apply to the type is cleared, so switching type leaves nothing stale
 * behind.
 */
export function fieldsForType<T extends SubscriptionModel>(model: T): T {
  const isStudy = model.subscriptionType === SubscriptionType.Study;
  return {
    ...model,
    distributorSubscriptionId: model.distributorSubscriptionId ?? null,
    studyUniqueCode: isStudy ? (model.studyUniqueCode ?? null) : null,
    studyReturnUrl: isStudy ? (model.studyReturnUrl ?? null) : null,
    studyResultsPagePostUrl: isStudy ? (model.studyResultsPagePostUrl ?? null) : null,
  };
}

/** The distributor a subscription is placed under must be a live distributor the actor administers. */
export async function assertDistributorParent(tx: Executor, actor: Actor, model: SubscriptionModel): Promise<void> {
  const parentId = model.distributorSubscriptionId;
  if (!parentId) return;
  if (model.subscriptionType !== SubscriptionType.Subscription) {
    throw fieldProblem('BAD_USER_INPUT', 'distributorSubscriptionId', 'errors.onlySubscriptionsUnderDistributor');
  }
  if (!administersDistributor(actor, parentId)) throw notFound();
  const [parent] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, parentId),
        eq(subscriptions.subscriptionType, SubscriptionType.Distributor),
        eq(subscriptions.archived, false),
      ),
    );
  if (!parent) throw fieldProblem('BAD_USER_INPUT', 'distributorSubscriptionId', 'errors.distributorInvalid');
}

/** A logo must be an image uploaded as a brand image (`?purpose=brand`) that is still there. */
export async function assertBrandImage(tx: Executor, blobId: string | null | undefined): Promise<void> {
  if (!blobId) return;
  const [blob] = await tx
    .select({ id: blobReferences.id })
    .from(blobReferences)
    .where(
      and(
        eq(blobReferences.id, blobId),
        eq(blobReferences.archived, false),
        // Logos show on pages people see before signing in, so only a publicly readable brand image will do.
        eq(blobReferences.visibility, 'brand'),
        like(blobReferences.mimeType, 'image/%'),
      ),
    );
  if (!blob) throw fieldProblem('BAD_USER_INPUT', 'brandImageBlobReferenceId', 'errors.brandImageInvalid');
}

/** Whether a distributor still has live subscriptions beneath it (they would be orphaned). */
export async function hasLiveChildren(tx: Executor, distributorId: string): Promise<boolean> {
  const [child] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.distributorSubscriptionId, distributorId), eq(subscriptions.archived, false)))
    .limit(1);
  return !!child;
}
