import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { questionSequenceQuestions } from './question.table.ts';
import { questionAnswers, questionFeedbacks } from './question-answer.table.ts';
import { type QuestionView, questionViewsById } from './question-view.ts';

export type QuestionAnswerRow = typeof questionAnswers.$inferSelect;
export type QuestionFeedbackRow = typeof questionFeedbacks.$inferSelect;
export type QuestionSequenceQuestionRow = typeof questionSequenceQuestions.$inferSelect & {
  childQuestion: QuestionView | null;
};

/** Answers by questionId: the live answers in display order. */
export function answersOf(db: Executor, questionId: string): Promise<QuestionAnswerRow[]> {
  const t = questionAnswers;
  return db
    .select()
    .from(t)
    .where(and(eq(t.questionId, questionId), eq(t.archived, false)))
    .orderBy(asc(t.displayOrder), asc(t.createdAt), asc(t.id));
}

/** Question feedbacks, sorted by min then max score (docs/product/content.md#feedback). */
export function feedbacksOf(db: Executor, questionId: string): Promise<QuestionFeedbackRow[]> {
  const t = questionFeedbacks;
  return db
    .select()
    .from(t)
    .where(and(eq(t.questionId, questionId), eq(t.archived, false)))
    .orderBy(asc(t.minScore), asc(t.maxScore), asc(t.createdAt), asc(t.id));
}

async function withChildQuestions(
  db: Executor,
  links: (typeof questionSequenceQuestions.$inferSelect)[],
): Promise<QuestionSequenceQuestionRow[]> {
  const children = await questionViewsById(
    db,
    links.map((link) => link.childQuestionId),
  );
  return links.map((link) => ({ ...link, childQuestion: children.get(link.childQuestionId) ?? null }));
}

/** Sequence questions by parentQuestionId, in display order, with each child question. */
export async function sequenceQuestionsOf(db: Executor, parentQuestionId: string) {
  const t = questionSequenceQuestions;
  const links = await db
    .select()
    .from(t)
    .where(and(eq(t.parentQuestionId, parentQuestionId), eq(t.archived, false)))
    .orderBy(asc(t.displayOrder), asc(t.createdAt), asc(t.id));
  return withChildQuestions(db, links);
}

async function byId<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}

export const loadAnswer = (db: Executor, id: string) =>
  byId(db.select().from(questionAnswers).where(eq(questionAnswers.id, id)));
export const loadFeedback = (db: Executor, id: string) =>
  byId(db.select().from(questionFeedbacks).where(eq(questionFeedbacks.id, id)));
export const loadSequenceQuestion = async (db: Executor, id: string) => {
  const link = await byId(db.select().from(questionSequenceQuestions).where(eq(questionSequenceQuestions.id, id)));
  const [withChild] = await withChildQuestions(db, [link]);
  return withChild!;
};
