import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { driverMetricAdjustments, driverMetricRecommendations, questionTagLinks } from './content-rule.table.ts';

export type QuestionTagLinkRow = typeof questionTagLinks.$inferSelect;
export type RecommendationRow = typeof driverMetricRecommendations.$inferSelect;
export type AdjustmentRow = typeof driverMetricAdjustments.$inferSelect;

/** questionTagLinks(targetId): the live tag links of a question or assessment. */
export function tagLinksOf(db: Executor, targetId: string): Promise<QuestionTagLinkRow[]> {
  return db
    .select()
    .from(questionTagLinks)
    .where(and(eq(questionTagLinks.targetId, targetId), eq(questionTagLinks.archived, false)))
    .orderBy(asc(questionTagLinks.createdAt));
}

/**
 * driverMetricRecommendations(targetId), sorted by min then max score
 * (docs/product/content.md#recommendations-and-adjustments).
 */
export function recommendationsOf(db: Executor, targetId: string): Promise<RecommendationRow[]> {
  const t = driverMetricRecommendations;
  return db
    .select()
    .from(t)
    .where(and(eq(t.targetId, targetId), eq(t.archived, false)))
    .orderBy(asc(t.minScore), asc(t.maxScore), asc(t.createdAt));
}

/**
 * driverMetricAdjustments(targetId), sorted by min then max score
 * (docs/product/content.md#recommendations-and-adjustments).
 */
export function adjustmentsOf(db: Executor, targetId: string): Promise<AdjustmentRow[]> {
  const t = driverMetricAdjustments;
  return db
    .select()
    .from(t)
    .where(and(eq(t.targetId, targetId), eq(t.archived, false)))
    .orderBy(asc(t.minScore), asc(t.maxScore), asc(t.createdAt));
}

async function byId<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}

export const loadTagLink = (db: Executor, id: string) =>
  byId(db.select().from(questionTagLinks).where(eq(questionTagLinks.id, id)));
export const loadRecommendation = (db: Executor, id: string) =>
  byId(db.select().from(driverMetricRecommendations).where(eq(driverMetricRecommendations.id, id)));
export const loadAdjustment = (db: Executor, id: string) =>
  byId(db.select().from(driverMetricAdjustments).where(eq(driverMetricAdjustments.id, id)));
