import { subscriptionFormSchema, updateSubscriptionSchema } from '@roadmark/domain/subscription';
import { PROTECTED_SUBSCRIPTION_IDS, SubscriptionType } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from './find-subscription.ts';
import { acceptStudyCode } from './study-code.ts';
import { canAdministerSubscription, isStaff } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';
import { assertBrandImage, assertDistributorParent, fieldsForType, hasLiveChildren } from './subscription-rules.ts';

/**
 * updateSubscription (docs/product/reference-data.md#the-subscription-form): the given fields over the stored ones,
 * checked as a whole. A type change may not orphan a distributor's subscriptions or change one of Roadmark's own; a
 * distributor administrator may not move a subscription out from under their distributor.
 */
export async function updateSubscription({ actor, input, db }: UseCaseCall<unknown>) {
  const { id, ...changes } = parseInput(updateSubscriptionSchema, input);
  return db.transaction(async (tx) => {
    const stored = await findVisibleSubscription(tx, actor, id, { forUpdate: true });
    if (!canAdministerSubscription(actor, stored)) throw notFound();
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const model = fieldsForType(parseInput(subscriptionFormSchema, { ...stored, ...defined }));
    const typeChanged = model.subscriptionType !== stored.subscriptionType;
    if (!isStaff(actor) && (typeChanged || model.distributorSubscriptionId !== stored.distributorSubscriptionId)) {
      throw forbidden();
    }
    if (typeChanged && PROTECTED_SUBSCRIPTION_IDS.includes(stored.id)) {
      throw new AppError('CONFLICT', 'errors.subscriptionProtected');
    }
    if (typeChanged && stored.subscriptionType === SubscriptionType.Distributor && (await hasLiveChildren(tx, id))) {
      throw new AppError('CONFLICT', 'errors.distributorHasSubscriptions');
    }
    await assertDistributorParent(tx, actor, model);
    if (model.brandImageBlobReferenceId !== stored.brandImageBlobReferenceId) {
      await assertBrandImage(tx, model.brandImageBlobReferenceId);
    }
    await acceptStudyCode(tx, actor, { from: stored.studyUniqueCode, to: model.studyUniqueCode });
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...model, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    return updated!;
  });
}
