import { createSubscriptionSchema } from '@roadmark/domain/subscription';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { acceptStudyCode } from './study-code.ts';
import { assertCanManageSubscriptions, isStaff } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';
import { assertBrandImage, assertDistributorParent, fieldsForType } from './subscription-rules.ts';

/**
 * createSubscription (docs/product/reference-data.md#the-subscription-form). Staff create any type; a distributor
 * administrator creates plain subscriptions beneath their own distributor (placed there when no distributor is named).
 */
export async function createSubscription({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanManageSubscriptions(actor);
  const { id, ...parsed } = parseInput(createSubscriptionSchema, input);
  const model = fieldsForType(parsed);
  if (!isStaff(actor)) {
    if (model.subscriptionType !== SubscriptionType.Subscription) throw forbidden();
    model.distributorSubscriptionId ??= actor.subscriptionId;
  }
  return db.transaction(async (tx) => {
    await assertDistributorParent(tx, actor, model);
    await assertBrandImage(tx, model.brandImageBlobReferenceId);
    await acceptStudyCode(tx, actor, { from: null, to: model.studyUniqueCode });
    const newId = id ?? crypto.randomUUID();
    const [existing] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, newId));
    if (existing) throw new AppError('CONFLICT', 'errors.idInUse');
    const [created] = await tx
      .insert(subscriptions)
      .values({ ...model, id: newId })
      .returning();
    return created!;
  });
}
