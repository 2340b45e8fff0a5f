import { idSchema } from '@roadmark/domain/ids';
import { assessmentTypesFilterSchema } from '@roadmark/domain/licensing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

const argsSchema = z.object({
  subscriptionId: idSchema,
  lowerSubscriptionId: idSchema.nullish(),
  assessmentTypes: assessmentTypesFilterSchema,
});

export type LicenceView = typeof subscriptionAssessments.$inferSelect & {
  assessment: Pick<typeof assessments.$inferSelect, 'id' | 'name' | 'assessmentType' | 'tileText'>;
};

export const assessmentSummaryColumns = {
  id: assessments.id,
  name: assessments.name,
  assessmentType: assessments.assessmentType,
  tileText: assessments.tileText,
};

/** Loads licences with their assessment; `condition` narrows the live licences of live assessments. */
export async function licenceViews(db: Executor, condition: ReturnType<typeof and>): Promise<LicenceView[]> {
  const rows = await db
    .select({ licence: subscriptionAssessments, assessment: assessmentSummaryColumns })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(condition)
    .orderBy(asc(sql`lower(${assessments.name})`), asc(assessments.id));
  return rows.map(({ licence, assessment }) => ({ ...licence, assessment }));
}

/**
 * The subscription whose licences are listed: the one asked for, or, when a distributor looks at one of its customers
 * (lowerSubscriptionId), that customer. The actor must see both, and the customer must sit beneath the distributor:
 * otherwise it is not found, so a pair of ids cannot tell whether one tenant sits beneath another.
 */
async function licensedSubscriptionId(
  db: Executor,
  actor: Actor,
  { subscriptionId, lowerSubscriptionId }: { subscriptionId: string; lowerSubscriptionId?: string | null },
): Promise<string> {
  const upper = await findVisibleSubscription(db, actor, subscriptionId);
  if (!lowerSubscriptionId) return upper.id;
  const lower = await findVisibleSubscription(db, actor, lowerSubscriptionId);
  if (lower.distributorSubscriptionId !== upper.id) throw notFound();
  return lower.id;
}

/**
 * subscriptionAssessments (docs/product/assignments-and-licences.md#licences): the live licences of a subscription the
 * actor can see (staff any, a distributor administrator their distributor and its subscriptions, managers their own),
 * for live assessments of the types.
 */
export async function listSubscriptionAssessments({ actor, input: args, db }: UseCaseCall<unknown>) {
  const { assessmentTypes, ...ids } = parseInput(argsSchema, args);
  const subscriptionId = await licensedSubscriptionId(db, actor, ids);
  return licenceViews(
    db,
    and(
      eq(subscriptionAssessments.subscriptionId, subscriptionId),
      eq(subscriptionAssessments.archived, false),
      eq(assessments.archived, false),
      assessmentTypes?.length ? inArray(assessments.assessmentType, assessmentTypes) : undefined,
    ),
  );
}
