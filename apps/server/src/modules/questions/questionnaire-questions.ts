import { questionFormSchema } from '@roadmark/domain/content/question-form';
import { QuestionCategory, QuestionType } from '@roadmark/domain/content/question-types';
import { NAME_MAX_LENGTH } from '@roadmark/domain/reference-data';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, notFound } from '../../platform/errors.ts';
import {
  applyChildChanges,
  type ChildChanges,
  insertContentRecord,
  updateContentRecord,
  withFieldPrefix,
} from '../content-records/content-record.ts';
import type { BundlePlaces } from './bundle-places.ts';
import { nextDisplayOrder, withNewDisplayOrders } from './next-display-order.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers } from './question-answer.table.ts';
import { questionAnswerKind } from './question-answer-kind.ts';
import { questionSequenceQuestionKind } from './question-sequence-question-kind.ts';
import { insertQuestion, type QuestionSchema, updateLiveQuestion } from './store-question.ts';

/** One questionnaire question in a questionnaire's save: the sub-question, its answers and its place. */
export interface QuestionnaireQuestionBundle {
  question: Record<string, unknown>;
  answers?: ChildChanges | null;
  displayOrder?: number | null;
}

export interface QuestionnaireQuestionChanges {
  added?: readonly QuestionnaireQuestionBundle[] | null;
  updated?: readonly QuestionnaireQuestionBundle[] | null;
  /** The ids of the sub-questions to remove. */
  removed?: readonly string[] | null;
}

/**
 * A questionnaire question (docs/product/validation-rules.md#content): 'Question text is required' and 'Question type
 * is required'.
 */
const subQuestionSchema: QuestionSchema = questionFormSchema(QuestionCategory.QuestionnaireQuestion).extend({
  questionText: z
    .string({ message: 'validation.content.questionTextRequired' })
    .trim()
    .min(1, 'validation.content.questionTextRequired'),
});

/** The questionnaire question editor has no name field: unless one is given, a sub-question is named after its text. */
function namedAfterText(question: Record<string, unknown>): Record<string, unknown> {
  if (typeof question.name === 'string' && question.name.trim()) return question;
  const text = typeof question.questionText === 'string' ? question.questionText : '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { ...question, name: plain.slice(0, NAME_MAX_LENGTH) || 'Questionnaire question' };
}

async function liveLinkTo(tx: Executor, questionnaireId: string, subQuestionId: unknown) {
  if (typeof subQuestionId !== 'string') throw notFound();
  const links = questionSequenceQuestions;
  const [link] = await tx
    .select()
    .from(links)
    .innerJoin(questions, eq(questions.id, links.childQuestionId))
    .where(
      and(
        eq(links.parentQuestionId, questionnaireId),
        eq(links.childQuestionId, subQuestionId),
        eq(links.archived, false),
        eq(questions.archived, false),
      ),
    );
  if (!link) throw notFound();
  return link.question_sequence_questions;
}

/**
 * Removing a questionnaire question archives its link, its answers and the question
 * (docs/product/content-editor.md#one-save).
 */
async function removeSubQuestion(tx: Executor, questionnaireId: string, subQuestionId: string): Promise<void> {
  await liveLinkTo(tx, questionnaireId, subQuestionId);
  const now = new Date();
  const links = questionSequenceQuestions;
  await tx
    .update(links)
    .set({ archived: true, updatedAt: now })
    .where(and(eq(links.parentQuestionId, questionnaireId), eq(links.childQuestionId, subQuestionId)));
  await tx
    .update(questionAnswers)
    .set({ archived: true, updatedAt: now })
    .where(and(eq(questionAnswers.questionId, subQuestionId), eq(questionAnswers.archived, false)));
  await tx.update(questions).set({ archived: true, updatedAt: now }).where(eq(questions.id, subQuestionId));
}

/**
 * Applies a questionnaire's questionnaireQuestions changes in the caller's transaction: additions, updates, then
 * removals (docs/product/content-editor.md#one-save), each sub-question with its answers. Field errors name the place
 * (`questionnaireQuestions.added.0.question.questionText`).
 */
export async function applyQuestionnaireQuestionChanges(
  tx: Executor,
  questionnaire: { id: string; questionType: string },
  changes: QuestionnaireQuestionChanges | null | undefined,
  places: BundlePlaces,
): Promise<void> {
  const field = 'questionnaireQuestions';
  const count = (changes?.added?.length ?? 0) + (changes?.updated?.length ?? 0) + (changes?.removed?.length ?? 0);
  if (!changes || count === 0) return;
  if (questionnaire.questionType !== QuestionType.Questionnaire) {
    throw fieldProblem('BAD_USER_INPUT', field, 'validation.content.questionnaireQuestionsNeedQuestionnaire');
  }
  const firstOrder = changes.added?.length ? await nextDisplayOrder(tx, 'sequenceQuestions', questionnaire.id) : 0;
  for (const [index, item] of (changes.added ?? []).entries()) {
    const place = `${field}.added.${index}`;
    const subQuestionId = typeof item.question.id === 'string' ? item.question.id : crypto.randomUUID();
    places.remember(subQuestionId, place);
    await withFieldPrefix(place, async () => {
      const question = namedAfterText({ ...item.question, id: subQuestionId });
      await withFieldPrefix('question', () => insertQuestion(tx, question, subQuestionSchema));
      await insertContentRecord(tx, questionSequenceQuestionKind, {
        parentQuestionId: questionnaire.id,
        childQuestionId: subQuestionId,
        displayOrder: item.displayOrder ?? firstOrder + index,
      });
      const answers = await withNewDisplayOrders(
        tx,
        'answers',
        subQuestionId,
        places.track(`${place}.answers`, item.answers),
      );
      await applyChildChanges(tx, questionAnswerKind, subQuestionId, answers, 'answers');
    });
  }
  for (const [index, item] of (changes.updated ?? []).entries()) {
    const place = `${field}.updated.${index}`;
    if (typeof item.question.id === 'string') places.remember(item.question.id, place);
    await withFieldPrefix(place, async () => {
      const link = await liveLinkTo(tx, questionnaire.id, item.question.id);
      const subQuestionId = link.childQuestionId;
      const question = item.question.questionText === undefined ? item.question : namedAfterText(item.question);
      await withFieldPrefix('question', () => updateLiveQuestion(tx, subQuestionId, question, subQuestionSchema));
      if (typeof item.displayOrder === 'number') {
        await updateContentRecord(
          tx,
          questionSequenceQuestionKind,
          { id: link.id, displayOrder: item.displayOrder },
          questionnaire.id,
        );
      }
      const answers = await withNewDisplayOrders(
        tx,
        'answers',
        subQuestionId,
        places.track(`${place}.answers`, item.answers),
      );
      await applyChildChanges(tx, questionAnswerKind, subQuestionId, answers, 'answers');
    });
  }
  for (const [index, subQuestionId] of (changes.removed ?? []).entries()) {
    await withFieldPrefix(`${field}.removed.${index}`, () => removeSubQuestion(tx, questionnaire.id, subQuestionId));
  }
}
