import { maxScoreForParts, QuestionCategory, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';

/**
 * The types of a questionnaire's sub-questions (category QuestionnaireQuestion,
 * docs/product/content.md#questions-and-their-types).
 */
export const QUESTIONNAIRE_QUESTION_TYPES = questionTypesInCategory(QuestionCategory.QuestionnaireQuestion);

/** A questionnaire's number of parts is the count of its live sub-questions (and maxScore follows). */
export async function countQuestionnaireParts(tx: Executor, questionnaireId: string): Promise<void> {
  const links = questionSequenceQuestions;
  const parts = await tx.$count(
    links,
    and(
      eq(links.parentQuestionId, questionnaireId),
      eq(links.archived, false),
      inArray(
        links.childQuestionId,
        tx
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.archived, false), inArray(questions.questionType, QUESTIONNAIRE_QUESTION_TYPES))),
      ),
    ),
  );
  await tx
    .update(questions)
    .set({ numberOfSubQuestions: parts, maxScore: maxScoreForParts(parts), updatedAt: new Date() })
    .where(eq(questions.id, questionnaireId));
}
