import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { type QuestionView, questionViewsById } from '../questions/question-view.ts';
import { assessmentFeedbacks } from './assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from './assessment-item.table.ts';

export type AssessmentFeedbackRow = typeof assessmentFeedbacks.$inferSelect;
export type AssessmentItemRow = typeof assessmentItems.$inferSelect;
export type AssessmentItemQuestionRow = typeof assessmentItemQuestions.$inferSelect;
export type AssessmentItemQuestionView = AssessmentItemQuestionRow & { question: QuestionView };
export type ItemDriverMetricQuantityRow = typeof assessmentItemDriverMetricQuantities.$inferSelect;

/** assessmentItems(assessmentId): the live items in display order (docs/product/content-editor.md#items). */
export function itemsOf(db: Executor, assessmentId: string): Promise<AssessmentItemRow[]> {
  return db
    .select()
    .from(assessmentItems)
    .where(and(eq(assessmentItems.assessmentId, assessmentId), eq(assessmentItems.archived, false)))
    .orderBy(asc(assessmentItems.displayOrder), asc(assessmentItems.createdAt), asc(assessmentItems.id));
}

/**
 * The questions of pool entries as the item cards show them, archived ones included so the editor can show and
 * remove a question that was deleted after it was put in a pool.
 */
async function withQuestions(db: Executor, rows: AssessmentItemQuestionRow[]): Promise<AssessmentItemQuestionView[]> {
  const ids = [...new Set(rows.map((row) => row.questionId))];
  if (ids.length === 0) return [];
  const byId = await questionViewsById(db, ids);
  return rows.map((row) => ({ ...row, question: byId.get(row.questionId)! }));
}

/** assessmentItemQuestions(assessmentId): the live pool entries of the live items, item by item. */
export async function itemQuestionsOf(db: Executor, assessmentId: string): Promise<AssessmentItemQuestionView[]> {
  const rows = await db
    .select({ entry: assessmentItemQuestions })
    .from(assessmentItemQuestions)
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemQuestions.assessmentItemId))
    .where(
      and(
        eq(assessmentItems.assessmentId, assessmentId),
        eq(assessmentItems.archived, false),
        eq(assessmentItemQuestions.archived, false),
      ),
    )
    .orderBy(asc(assessmentItems.displayOrder), asc(assessmentItems.id), asc(assessmentItemQuestions.createdAt));
  return withQuestions(
    db,
    rows.map((row) => row.entry),
  );
}

/** assessmentItemDriverMetricQuantities(assessmentId): the live display rules of the live items. */
export async function itemQuantitiesOf(db: Executor, assessmentId: string): Promise<ItemDriverMetricQuantityRow[]> {
  const q = assessmentItemDriverMetricQuantities;
  const rows = await db
    .select({ rule: q })
    .from(q)
    .innerJoin(assessmentItems, eq(assessmentItems.id, q.assessmentItemId))
    .where(
      and(eq(assessmentItems.assessmentId, assessmentId), eq(assessmentItems.archived, false), eq(q.archived, false)),
    )
    .orderBy(asc(assessmentItems.displayOrder), asc(assessmentItems.id), asc(q.createdAt));
  return rows.map((row) => row.rule);
}

/** assessmentFeedbacks(assessmentId), sorted by min then max score (docs/product/content.md#feedback). */
export function feedbacksOf(db: Executor, assessmentId: string): Promise<AssessmentFeedbackRow[]> {
  const f = assessmentFeedbacks;
  return db
    .select()
    .from(f)
    .where(and(eq(f.assessmentId, assessmentId), eq(f.archived, false)))
    .orderBy(asc(f.minTotalScore), asc(f.maxTotalScore), asc(f.createdAt));
}

async function byId<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}

export const loadFeedback = (db: Executor, id: string) =>
  byId(db.select().from(assessmentFeedbacks).where(eq(assessmentFeedbacks.id, id)));
export const loadItem = (db: Executor, id: string) =>
  byId(db.select().from(assessmentItems).where(eq(assessmentItems.id, id)));
export const loadItemQuantity = (db: Executor, id: string) =>
  byId(db.select().from(assessmentItemDriverMetricQuantities).where(eq(assessmentItemDriverMetricQuantities.id, id)));
export async function loadItemQuestion(db: Executor, id: string): Promise<AssessmentItemQuestionView> {
  const row = await byId(db.select().from(assessmentItemQuestions).where(eq(assessmentItemQuestions.id, id)));
  const [view] = await withQuestions(db, [row]);
  return view!;
}
