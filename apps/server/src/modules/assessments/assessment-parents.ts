import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItems } from './assessment-item.table.ts';

/** A child of an assessment needs a live assessment. */
export async function assertLiveAssessment(tx: Executor, assessmentId: string): Promise<void> {
  const [found] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.archived, false)));
  if (!found) throw fieldProblem('BAD_USER_INPUT', 'assessmentId', 'validation.content.parentInvalid');
}

/**
 * A child of an item needs a live item of a live assessment; with `assessmentId`, of that assessment (a pool entry
 * or a display rule may not reach into another assessment). Returns the item's assessment.
 */
export async function assertLiveItem(tx: Executor, itemId: string, assessmentId?: string): Promise<string> {
  const [item] = await tx
    .select({ assessmentId: assessmentItems.assessmentId })
    .from(assessmentItems)
    .innerJoin(assessments, eq(assessments.id, assessmentItems.assessmentId))
    .where(and(eq(assessmentItems.id, itemId), eq(assessmentItems.archived, false), eq(assessments.archived, false)));
  if (!item || (assessmentId !== undefined && item.assessmentId !== assessmentId)) {
    throw fieldProblem('BAD_USER_INPUT', 'assessmentItemId', 'validation.content.parentInvalid');
  }
  return item.assessmentId;
}

/** A pool entry must name a live question. */
export async function assertLiveQuestion(tx: Executor, questionId: string): Promise<void> {
  const [found] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.archived, false)));
  if (!found) throw fieldProblem('BAD_USER_INPUT', 'questionId', 'validation.content.questionInvalid');
}
