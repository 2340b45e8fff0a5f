import { itemPoolKindProblem } from '@roadmark/domain/content/assessment-form';
import type { MessageKey } from '@roadmark/domain/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { livePoolsOf } from './assessment-pools.ts';

/** The assessment's type and its live pools. */
async function poolsOf(tx: Executor, assessmentId: string, leaveOutEntryId?: string) {
  const [assessment] = await tx
    .select({ assessmentType: assessments.assessmentType })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return {
    assessmentType: assessment?.assessmentType ?? '',
    pools: await livePoolsOf(tx, assessmentId, leaveOutEntryId),
  };
}

/**
 * The per-record mutations keep to what may share a pool (itemPoolKindProblem) as they write, one record at a time:
 * a pool entry about to be written, with the rest of its item's pool. A bundle save checks its saved whole instead,
 * since its additions come before its removals.
 */
export async function assertPoolEntryKindAllowed(
  tx: Executor,
  entry: { id?: string | undefined; assessmentId: string; assessmentItemId: string; questionId: string },
): Promise<void> {
  const { assessmentType, pools } = await poolsOf(tx, entry.assessmentId, entry.id);
  const [question] = await tx
    .select({ questionType: questions.questionType })
    .from(questions)
    .where(eq(questions.id, entry.questionId));
  if (!question) return;
  const poolTypes = pools.get(entry.assessmentItemId)?.questionTypes ?? [];
  const problem = itemPoolKindProblem(assessmentType, [...poolTypes, question.questionType]);
  if (problem) throw fieldProblem('BAD_USER_INPUT', 'questionId', problem as MessageKey);
}

/** After the assessment's own fields change on their own (updateAssessment): its type must still suit every pool. */
export async function assertPoolKindsStillAllowed(tx: Executor, assessmentId: string): Promise<void> {
  const { assessmentType, pools } = await poolsOf(tx, assessmentId);
  for (const pool of pools.values()) {
    const problem = itemPoolKindProblem(assessmentType, pool.questionTypes);
    if (problem) throw fieldProblem('BAD_USER_INPUT', 'assessmentType', problem as MessageKey);
  }
}
