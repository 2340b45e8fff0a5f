import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { PlayerQuestion } from '@roadmark/domain/delivery/player-model';
import type { ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { optionalBlobUrl as urlOf } from '../files/blob-url.ts';
import { questionSequenceQuestions, questions } from '../questions/question.table.ts';
import { questionAnswers, questionFeedbacks } from '../questions/question-answer.table.ts';

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof questionAnswers.$inferSelect;
type FeedbackRow = typeof questionFeedbacks.$inferSelect;

/** A presented question with everything a session needs of it: live answers, feedbacks and child questions. */
export interface SessionQuestion {
  question: QuestionRow;
  answers: AnswerRow[];
  feedbacks: FeedbackRow[];
  children: SessionQuestion[];
}

async function childLinks(tx: Executor, parentIds: string[]) {
  if (parentIds.length === 0) return [];
  const t = questionSequenceQuestions;
  return tx
    .select({ parentQuestionId: t.parentQuestionId, childQuestionId: t.childQuestionId })
    .from(t)
    .where(and(inArray(t.parentQuestionId, parentIds), eq(t.archived, false)))
    .orderBy(asc(t.displayOrder), asc(t.createdAt), asc(t.id));
}

/**
 * The questions of a session by id, each with its answers, feedbacks and (for sequences and questionnaires) its
 * children, loaded in a handful of queries whatever the session's length. Questions archived since the session
 * began are still loaded: a session keeps the questions it was given.
 */
export async function loadSessionQuestions(tx: Executor, questionIds: string[]): Promise<Map<string, SessionQuestion>> {
  const topIds = [...new Set(questionIds)];
  const links = await childLinks(tx, topIds);
  const allIds = [...new Set([...topIds, ...links.map((link) => link.childQuestionId)])];
  if (allIds.length === 0) return new Map();
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const questionRows = await tx.select().from(questions).where(inArray(questions.id, allIds));
  const answerRows = await tx
    .select()
    .from(questionAnswers)
    .where(and(inArray(questionAnswers.questionId, allIds), eq(questionAnswers.archived, false)))
    .orderBy(asc(questionAnswers.displayOrder), asc(questionAnswers.createdAt), asc(questionAnswers.id));
  const feedbackRows = await tx
    .select()
    .from(questionFeedbacks)
    .where(and(inArray(questionFeedbacks.questionId, allIds), eq(questionFeedbacks.archived, false)))
    .orderBy(asc(questionFeedbacks.minScore), asc(questionFeedbacks.maxScore), asc(questionFeedbacks.id));
  const loaded = new Map<string, SessionQuestion>();
  for (const question of questionRows) {
    loaded.set(question.id, {
      question,
      answers: answerRows.filter((answer) => answer.questionId === question.id),
      feedbacks: feedbackRows.filter((feedback) => feedback.questionId === question.id),
      children: [],
    });
  }
  for (const link of links) {
    const parent = loaded.get(link.parentQuestionId);
    const child = loaded.get(link.childQuestionId);
    if (parent && child && !child.question.archived) parent.children.push(child);
  }
  return loaded;
}

/** The question with its children as the scoring engine reads it. */
export function toScoringQuestion(entry: SessionQuestion): ScoringQuestion {
  const { question } = entry;
  return {
    id: question.id,
    questionType: question.questionType as QuestionType,
    numberOfSubQuestions: question.numberOfSubQuestions,
    maximumClicks: question.maximumClicks,
    driverMetricId: question.driverMetricId,
    answers: entry.answers,
    children: entry.children.map(toScoringQuestion),
  };
}

/** The question as the player shows it: no scores, correct flags or windows (the answer key stays on the server). */
export function toPlayerQuestion(entry: SessionQuestion): PlayerQuestion {
  const { question } = entry;
  return {
    id: question.id,
    name: question.name,
    questionType: question.questionType as QuestionType,
    questionText: question.questionText,
    preQuestionText: question.preQuestionText,
    numberOfSubQuestions: question.numberOfSubQuestions,
    timeLimitSeconds: question.timeLimitSeconds,
    maximumClicks: question.maximumClicks,
    imageUrl: urlOf(question.imageBlobReferenceId),
    videoUrl: urlOf(question.videoBlobReferenceId),
    questionTextImageUrl: urlOf(question.questionTextImageBlobReferenceId),
    answers: entry.answers.map((answer) => ({
      id: answer.id,
      answerText: answer.answerText,
      answerTextImageUrl: urlOf(answer.answerTextImageBlobReferenceId ?? answer.scaleImageBlobReferenceId),
      displayOrder: answer.displayOrder,
      subQuestionNumber: answer.subQuestionNumber,
    })),
    children: entry.children.map(toPlayerQuestion),
  };
}
