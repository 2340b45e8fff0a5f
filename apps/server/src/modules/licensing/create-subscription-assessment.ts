import { createSubscriptionAssessmentSchema, DEFAULT_MAX_RESTARTS } from '@roadmark/domain/licensing';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { liveLicenceView } from './licence-changes.ts';
import { findLicensingSubscription, licensableBy } from './licensing.policy.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

async function countLiveLicences(tx: Executor, subscriptionId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(
      and(
        eq(subscriptionAssessments.subscriptionId, subscriptionId),
        eq(subscriptionAssessments.archived, false),
        eq(assessments.archived, false),
      ),
    );
  return row?.count ?? 0;
}

/**
 * createSubscriptionAssessment (docs/product/assignments-and-licences.md#licences): licenses an assessment to a
 * subscription. Licensing one the subscription already holds returns the existing licence unchanged, so a repeated
 * debounced save is harmless. The subscription row is locked for the transaction, so simultaneous licences to one study
 * cannot both pass its one-assessment limit.
 */
export async function createSubscriptionAssessment({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(createSubscriptionAssessmentSchema, input);
  const id = await db.transaction(async (tx) => {
    const subscription = await findLicensingSubscription(tx, actor, model.subscriptionId, { forUpdate: true });
    const [assessment] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.id, model.assessmentId), licensableBy(actor, subscription)))
      .limit(1);
    if (!assessment) throw fieldProblem('BAD_USER_INPUT', 'assessmentId', 'errors.assessmentNotLicensable');
    const [existing] = await tx
      .select({ id: subscriptionAssessments.id })
      .from(subscriptionAssessments)
      .where(
        and(
          eq(subscriptionAssessments.subscriptionId, subscription.id),
          eq(subscriptionAssessments.assessmentId, assessment.id),
          eq(subscriptionAssessments.archived, false),
        ),
      )
      .limit(1);
    if (existing) return existing.id;
    if (
      subscription.subscriptionType === SubscriptionType.Study &&
      (await countLiveLicences(tx, subscription.id)) > 0
    ) {
      throw new AppError('CONFLICT', 'errors.studyLimitedToOneAssessment');
    }
    const newId = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, subscriptionAssessments, newId);
    await tx.insert(subscriptionAssessments).values({
      id: newId,
      subscriptionId: subscription.id,
      assessmentId: assessment.id,
      maxRestarts: model.maxRestarts ?? DEFAULT_MAX_RESTARTS,
    });
    return newId;
  });
  return liveLicenceView(db, id);
}
