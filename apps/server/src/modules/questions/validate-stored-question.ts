import { questionEditSchema } from '@roadmark/domain/content/question-form';
import { questionCategory } from '@roadmark/domain/content/question-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldProblem, notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { adjustmentsOf, recommendationsOf, tagLinksOf } from '../content-rules/content-rule-queries.ts';
import type { BundlePlaces } from './bundle-places.ts';
import { findLiveQuestion } from './live-question.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers } from './question-answer.table.ts';
import { answersOf, feedbacksOf, type QuestionAnswerRow } from './question-children-queries.ts';
import { QUESTIONNAIRE_QUESTION_TYPES } from './questionnaire-parts.ts';
import { sequenceCycleThrough } from './sequence-links.ts';

/** The stored question with everything the editor shows, in the shape of questionEditSchema. */
async function storedQuestion(tx: Executor, id: string) {
  const question = await findLiveQuestion(tx, id);
  if (!question) throw notFound();
  const links = await tx
    .select({ link: questionSequenceQuestions, child: questions })
    .from(questionSequenceQuestions)
    .innerJoin(questions, eq(questions.id, questionSequenceQuestions.childQuestionId))
    .where(and(eq(questionSequenceQuestions.parentQuestionId, id), eq(questionSequenceQuestions.archived, false)))
    .orderBy(asc(questionSequenceQuestions.displayOrder), asc(questionSequenceQuestions.id));
  const isSubQuestion = (type: string) => (QUESTIONNAIRE_QUESTION_TYPES as string[]).includes(type);
  const sequenceLinks = links.filter(({ child }) => !isSubQuestion(child.questionType));
  const subQuestions = links.filter(({ child }) => isSubQuestion(child.questionType) && !child.archived);
  const subAnswers = await answersOfMany(
    tx,
    subQuestions.map(({ child }) => child.id),
  );
  const tagLinks = await tagLinksOf(tx, id);
  const values = {
    ...question,
    imageSize: null,
    answers: await answersOf(tx, id),
    feedbacks: await feedbacksOf(tx, id),
    recommendations: await recommendationsOf(tx, id),
    adjustments: await adjustmentsOf(tx, id),
    sequenceQuestionIds: sequenceLinks.map(({ child }) => child.id),
    questionnaireQuestions: subQuestions.map(({ child }) => ({ ...child, answers: subAnswers.get(child.id) ?? [] })),
    tagIds: tagLinks.map((link) => link.questionTagId),
  };
  const listIds: Record<string, string[]> = {
    answers: values.answers.map((row) => row.id),
    feedbacks: values.feedbacks.map((row) => row.id),
    recommendations: values.recommendations.map((row) => row.id),
    adjustments: values.adjustments.map((row) => row.id),
    sequenceQuestionIds: sequenceLinks.map(({ link }) => link.id),
    questionnaireQuestions: subQuestions.map(({ child }) => child.id),
    tagIds: tagLinks.map((link) => link.id),
  };
  const subAnswerIds = new Map([...subAnswers].map(([subId, rows]) => [subId, rows.map((row) => row.id)]));
  return { values, listIds, subAnswerIds, sequenceLinks };
}

async function answersOfMany(tx: Executor, questionIds: string[]): Promise<Map<string, QuestionAnswerRow[]>> {
  const byQuestion = new Map<string, QuestionAnswerRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await tx
    .select()
    .from(questionAnswers)
    .where(and(inArray(questionAnswers.questionId, questionIds), eq(questionAnswers.archived, false)))
    .orderBy(asc(questionAnswers.displayOrder), asc(questionAnswers.createdAt), asc(questionAnswers.id));
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  return byQuestion;
}

/** The bundle's name of each of questionEditSchema's lists. */
const COLLECTIONS: Record<string, string> = { sequenceQuestionIds: 'sequenceQuestions', tagIds: 'tagLinks' };

/**
 * Turns a path of the stored whole (`answers.3.score`, by stored order) into the place the record had in the bundle
 * (`answers.added.0.score`), or the record's id when the save did not send it (`answers.{id}.score`). The question's
 * own fields are under `question.`.
 */
function bundlePath(
  field: string,
  stored: { listIds: Record<string, string[]>; subAnswerIds: Map<string, string[]> },
  places: BundlePlaces,
): string {
  const [list = '', index, ...rest] = field.split('.');
  const ids = stored.listIds[list];
  if (!ids) return `question.${field}`;
  const collection = COLLECTIONS[list] ?? list;
  const id = index === undefined ? undefined : ids[Number(index)];
  if (id === undefined) return [collection, ...(index === undefined ? [] : [index]), ...rest].join('.');
  const place = places.placeOf(id) ?? `${collection}.${id}`;
  if (list !== 'questionnaireQuestions' || rest.length === 0) return [place, ...rest].join('.');
  const [subField, subIndex, ...subRest] = rest;
  if (subField !== 'answers') return [place, 'question', ...rest].join('.');
  const answerId = subIndex === undefined ? undefined : stored.subAnswerIds.get(id)?.[Number(subIndex)];
  if (answerId === undefined) return [place, ...rest].join('.');
  return [places.placeOf(answerId) ?? `${place}.answers.${answerId}`, ...subRest].join('.');
}

/**
 * After an editor's save, checks the stored question as a whole (docs/product/validation-rules.md#content: e.g. a
 * sliding scale needs two positions, answers must fit the question's type) and that no sequence contains itself. Any
 * problem throws, so the save's transaction rolls back; each field names its place in the bundle.
 */
export async function validateStoredQuestion(tx: Executor, id: string, places: BundlePlaces): Promise<void> {
  const stored = await storedQuestion(tx, id);
  try {
    parseInput(questionEditSchema(questionCategory(stored.values.questionType)), stored.values);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.messageKey, {
      message: error.message,
      fields: error.fields.map((problem) => ({ ...problem, field: bundlePath(problem.field, stored, places) })),
    });
  }
  const cycle = await sequenceCycleThrough(tx, id);
  if (cycle) {
    const link = stored.sequenceLinks.find(({ child }) => child.id === cycle[1])?.link;
    const place = (link && places.placeOf(link.id)) ?? 'sequenceQuestions';
    throw fieldProblem('BAD_USER_INPUT', place, 'validation.content.sequenceContainsItself');
  }
}
