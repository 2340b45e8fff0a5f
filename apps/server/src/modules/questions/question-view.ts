import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questions } from './question.table.ts';
import { type TagName, tagsOfTargets } from './question-tags.ts';

export type QuestionView = typeof questions.$inferSelect & { driverMetricName: string | null; questionTags: TagName[] };

/**
 * Questions as the screens show them, with their safety metric's name and their tags, archived ones included (a
 * sequence still shows a child that was deleted since), by id. Two queries whatever the number of ids.
 */
export async function questionViewsById(db: Executor, ids: readonly string[]): Promise<Map<string, QuestionView>> {
  const views = new Map<string, QuestionView>();
  if (ids.length === 0) return views;
  const rows = await db
    .select({ question: questions, driverMetricName: driverMetrics.name })
    .from(questions)
    .leftJoin(driverMetrics, eq(driverMetrics.id, questions.driverMetricId))
    .where(inArray(questions.id, [...ids]));
  const tags = await tagsOfTargets(
    db,
    'Question',
    rows.map((row) => row.question.id),
  );
  for (const row of rows) {
    const id = row.question.id;
    views.set(id, { ...row.question, driverMetricName: row.driverMetricName, questionTags: tags.get(id) ?? [] });
  }
  return views;
}

/** A live question as the screens show it. */
export async function questionView(db: Executor, id: string): Promise<QuestionView> {
  const view = (await questionViewsById(db, [id])).get(id);
  if (!view || view.archived) throw notFound();
  return view;
}
