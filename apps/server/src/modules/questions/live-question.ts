import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { questions } from './question.table.ts';

export type QuestionRow = typeof questions.$inferSelect;

/** A question that is not archived, or undefined. */
export async function findLiveQuestion(tx: Executor, id: string): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.archived, false)));
  return row;
}

/** A child record (answer, feedback, sequence link) must belong to a live question. */
export async function assertLiveParentQuestion(tx: Executor, id: string, field: string): Promise<QuestionRow> {
  const question = await findLiveQuestion(tx, id);
  if (!question) throw fieldProblem('BAD_USER_INPUT', field, 'validation.content.parentInvalid');
  return question;
}
