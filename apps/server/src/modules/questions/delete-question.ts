import { idSchema } from '@roadmark/domain/ids';
import { and, eq, or } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessmentItemQuestions } from '../assessments/assessment-item.table.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionView } from './question-view.ts';

/**
 * deleteQuestion(id), with the deletes of its assessment links an editor's client would otherwise send after it: the
 * question is archived and taken out of every pool and sequence, in one transaction. Its answers, feedback, tags,
 * rules and recorded responses stay, so sessions and results that used it keep their history.
 */
export async function deleteQuestion({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanAuthorContent(actor);
  const questionId = parseInput(idSchema, id);
  const view = await questionView(db, questionId);
  const archived = { archived: true, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.update(questions).set(archived).where(eq(questions.id, questionId));
    await tx
      .update(assessmentItemQuestions)
      .set(archived)
      .where(and(eq(assessmentItemQuestions.questionId, questionId), eq(assessmentItemQuestions.archived, false)));
    await tx
      .update(questionSequenceQuestions)
      .set(archived)
      .where(
        and(
          or(
            eq(questionSequenceQuestions.childQuestionId, questionId),
            eq(questionSequenceQuestions.parentQuestionId, questionId),
          ),
          eq(questionSequenceQuestions.archived, false),
        ),
      );
  });
  return { ...view, archived: true };
}
