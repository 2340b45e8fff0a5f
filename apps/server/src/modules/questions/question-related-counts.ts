import { idSchema } from '@roadmark/domain/ids';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessmentItemQuestions } from '../assessments/assessment-item.table.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { questionResponseEvents } from '../sessions/question-response-event.table.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers, questionFeedbacks } from './question-answer.table.ts';
import { QUESTIONNAIRE_QUESTION_TYPES } from './questionnaire-parts.ts';

/**
 * The question delete screen (docs/product/screens.md#delete-pages): how many live records hang on a live question,
 * each counted in SQL, in one query.
 */
export async function questionRelatedCounts({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanAuthorContent(actor);
  const questionId = parseInput(idSchema, id);
  const links = questionSequenceQuestions;
  const subQuestionIds = db
    .select({ id: questions.id })
    .from(links)
    .innerJoin(questions, eq(questions.id, links.childQuestionId))
    .where(
      and(
        eq(links.parentQuestionId, questionId),
        eq(links.archived, false),
        inArray(questions.questionType, QUESTIONNAIRE_QUESTION_TYPES),
      ),
    );
  const targetsThis = (t: { targetType: PgColumn; targetId: PgColumn; archived: PgColumn }) =>
    and(eq(t.targetType, 'Question'), eq(t.targetId, questionId), eq(t.archived, false));
  const [counts] = await db
    .select({
      answers: db.$count(
        questionAnswers,
        and(eq(questionAnswers.questionId, questionId), eq(questionAnswers.archived, false)),
      ),
      questionnaireAnswers: db.$count(
        questionAnswers,
        and(inArray(questionAnswers.questionId, subQuestionIds), eq(questionAnswers.archived, false)),
      ),
      feedbacks: db.$count(
        questionFeedbacks,
        and(eq(questionFeedbacks.questionId, questionId), eq(questionFeedbacks.archived, false)),
      ),
      tagLinks: db.$count(questionTagLinks, targetsThis(questionTagLinks)),
      recommendations: db.$count(driverMetricRecommendations, targetsThis(driverMetricRecommendations)),
      adjustments: db.$count(driverMetricAdjustments, targetsThis(driverMetricAdjustments)),
      assessmentLinks: db.$count(
        assessmentItemQuestions,
        and(eq(assessmentItemQuestions.questionId, questionId), eq(assessmentItemQuestions.archived, false)),
      ),
      responseEvents: db.$count(
        questionResponseEvents,
        and(
          or(
            eq(questionResponseEvents.questionId, questionId),
            inArray(questionResponseEvents.questionId, subQuestionIds),
          ),
          eq(questionResponseEvents.archived, false),
          // A manager's preview is no one's answer.
          sql`not exists (select 1 from assessment_sessions s
            where s.id = ${questionResponseEvents.assessmentSessionId} and s.is_preview)`,
        ),
      ),
      sequenceQuestions: db.$count(
        links,
        and(
          or(eq(links.parentQuestionId, questionId), eq(links.childQuestionId, questionId)),
          eq(links.archived, false),
        ),
      ),
    })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.archived, false)));
  if (!counts) throw notFound();
  return counts;
}
