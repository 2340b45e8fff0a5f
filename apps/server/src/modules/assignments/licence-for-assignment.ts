import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';

/**
 * The subscription's live licence of a live assessment, locked for the transaction so simultaneous assignments of
 * one assessment in one subscription run one after another (one live assignment per person or team). Without a
 * licence the assessment cannot be assigned.
 */
export async function lockLicenceForAssignment(tx: Executor, subscriptionId: string, assessmentId: string) {
  const [row] = await tx
    .select({
      licenceMaxRestarts: subscriptionAssessments.maxRestarts,
      assessmentType: assessments.assessmentType,
    })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(
      and(
        eq(subscriptionAssessments.subscriptionId, subscriptionId),
        eq(subscriptionAssessments.assessmentId, assessmentId),
        eq(subscriptionAssessments.archived, false),
        eq(assessments.archived, false),
      ),
    )
    .limit(1)
    .for('update', { of: subscriptionAssessments });
  if (!row) throw fieldProblem('BAD_USER_INPUT', 'assessmentId', 'errors.assessmentNotLicensed');
  return row;
}
