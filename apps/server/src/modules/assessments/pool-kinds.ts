import { itemPoolKindProblem } from '@roadmark/domain/content/assessment-form';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { MessageKey } from '@roadmark/domain/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

/** The live pools of an assessment's live items, as question types by item, and the assessment's type. */
async function poolsOf(tx: Executor, assessmentId: string, leaveOutEntryId?: string) {
  const [assessment] = await tx
    .select({ assessmentType: assessments.assessmentType })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  const entries = await tx
    .select({ itemId: assessmentItemQuestions.assessmentItemId, questionType: questions.questionType })
    .from(assessmentItemQuestions)
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemQuestions.assessmentItemId))
    .innerJoin(questions, eq(questions.id, assessmentItemQuestions.questionId))
    .where(
      and(
        eq(assessmentItems.assessmentId, assessmentId),
        eq(assessmentItems.archived, false),
        eq(assessmentItemQuestions.archived, false),
        leaveOutEntryId ? ne(assessmentItemQuestions.id, leaveOutEntryId) : undefined,
      ),
    );
  const pools = new Map<string, QuestionType[]>();
  for (const entry of entries) pools.set(entry.itemId, [...(pools.get(entry.itemId) ?? []), entry.questionType]);
  return { assessmentType: assessment?.assessmentType ?? '', pools };
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
  const problem = itemPoolKindProblem(assessmentType, [
    ...(pools.get(entry.assessmentItemId) ?? []),
    question.questionType,
  ]);
  if (problem) throw fieldProblem('BAD_USER_INPUT', 'questionId', problem as MessageKey);
}

/** After the assessment's own fields change on their own (updateAssessment): its type must still suit every pool. */
export async function assertPoolKindsStillAllowed(tx: Executor, assessmentId: string): Promise<void> {
  const { assessmentType, pools } = await poolsOf(tx, assessmentId);
  for (const types of pools.values()) {
    const problem = itemPoolKindProblem(assessmentType, types);
    if (problem) throw fieldProblem('BAD_USER_INPUT', 'assessmentType', problem as MessageKey);
  }
}
