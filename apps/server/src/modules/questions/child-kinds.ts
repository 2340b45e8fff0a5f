import { childKindProblem, type QuestionType } from '@roadmark/domain/content/question-types';
import type { MessageKey } from '@roadmark/domain/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { fieldProblem } from '../../platform/errors.ts';

/**
 * A question whose type changed must still be a kind its live parents may hold, and may still hold its live children
 * (childKindProblem): a sequence cannot become a multiple-choice question with children, nor a sequence's question
 * a learning page. Checked on the stored links, after a save has applied all of its changes. One query.
 */
export async function assertChildKindsHold(tx: Executor, questionId: string): Promise<void> {
  const links = rowsOf<{ parent_type: QuestionType; child_type: QuestionType }>(
    await tx.execute(sql`
      select parent.question_type as parent_type, child.question_type as child_type
      from question_sequence_questions link
      join questions parent on parent.id = link.parent_question_id and not parent.archived
      join questions child on child.id = link.child_question_id and not child.archived
      where not link.archived and (link.parent_question_id = ${questionId} or link.child_question_id = ${questionId})`),
  );
  for (const link of links) {
    const problem = childKindProblem(link.parent_type, link.child_type);
    if (problem) throw fieldProblem('BAD_USER_INPUT', 'questionType', problem as MessageKey);
  }
}
