import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { canAdministerSubscription, isStaff } from '../subscriptions/subscription.policy.ts';
import type { subscriptions } from '../subscriptions/subscription.table.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The subscription whose licences the actor changes: one they cannot see is not found; one they see but do not
 * administer (their own, or a distributor administrator's own distributor) is forbidden. Staff license for any
 * subscription, a distributor administrator for the subscriptions beneath their distributor.
 */
export async function findLicensingSubscription(
  db: Executor,
  actor: Actor,
  subscriptionId: string,
  { forUpdate = false } = {},
): Promise<SubscriptionRow> {
  const subscription = await findVisibleSubscription(db, actor, subscriptionId, { forUpdate });
  if (!canAdministerSubscription(actor, subscription)) throw forbidden();
  return subscription;
}

/** A live licence of this assessment held by the given subscription. */
export function hasLiveLicence(subscriptionId: string): SQL {
  return exists(
    sql`(select 1 from ${subscriptionAssessments} where ${and(
      eq(subscriptionAssessments.subscriptionId, subscriptionId),
      eq(subscriptionAssessments.assessmentId, assessments.id),
      eq(subscriptionAssessments.archived, false),
    )})`,
  );
}

/**
 * Which assessments the actor may license to this subscription: staff any live one; a distributor administrator
 * only those their distributor itself holds a live licence for.
 */
export function licensableBy(actor: Actor, subscription: SubscriptionRow): SQL | undefined {
  const live = eq(assessments.archived, false);
  if (isStaff(actor)) return live;
  return and(live, hasLiveLicence(subscription.distributorSubscriptionId!));
}
