import type { QuestionType } from '@roadmark/domain/content/question-types';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questions } from '../questions/question.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

/**
 * The live pools of an assessment's live items, by item: the questions' ids and types and whether one is no longer
 * live. `leaveOutEntryId` leaves one pool entry out (the one a write is about to replace).
 */
export async function livePoolsOf(tx: Executor, assessmentId: string, leaveOutEntryId?: string) {
  const entries = await tx
    .select({
      itemId: assessmentItemQuestions.assessmentItemId,
      questionId: assessmentItemQuestions.questionId,
      questionArchived: questions.archived,
      questionType: questions.questionType,
    })
    .from(assessmentItemQuestions)
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemQuestions.assessmentItemId))
    .leftJoin(questions, eq(questions.id, assessmentItemQuestions.questionId))
    .where(
      and(
        eq(assessmentItems.assessmentId, assessmentId),
        eq(assessmentItems.archived, false),
        eq(assessmentItemQuestions.archived, false),
        leaveOutEntryId ? ne(assessmentItemQuestions.id, leaveOutEntryId) : undefined,
      ),
    );
  const pools = new Map<string, { questionIds: string[]; questionTypes: QuestionType[]; hasDeadQuestion: boolean }>();
  for (const entry of entries) {
    const pool = pools.get(entry.itemId) ?? { questionIds: [], questionTypes: [], hasDeadQuestion: false };
    pool.questionIds.push(entry.questionId);
    if (entry.questionType) pool.questionTypes.push(entry.questionType);
    if (entry.questionArchived !== false) pool.hasDeadQuestion = true;
    pools.set(entry.itemId, pool);
  }
  return pools;
}
