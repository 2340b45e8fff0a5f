import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questions } from './question.table.ts';
import { type TagName, tagsOfTargets } from './question-tags.ts';
import { scoredDriverMetricsOfQuestions } from './scored-driver-metrics.ts';

export type QuestionView = typeof questions.$inferSelect & {
  driverMetricName: string | null;
  /** The metrics scoring counts for this question: its own, or a sequence's children's when it has none. */
  scoredDriverMetricNames: string[];
  questionTags: TagName[];
};

/** The names of what `scoredDriverMetricsOfQuestions` found, for the views of these questions. */
export async function scoredMetricNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const metrics = await scoredDriverMetricsOfQuestions(db, ids);
  return new Map([...metrics].map(([id, list]) => [id, list.map((metric) => metric.name)]));
}

/**
 * Questions as the screens show them, with their safety metric's name, the metrics scoring counts for them and their
 * tags, archived ones included (a sequence still shows a child that was deleted since), by id. Three queries whatever
 * the number of ids.
 */
export async function questionViewsById(db: Executor, ids: readonly string[]): Promise<Map<string, QuestionView>> {
  const views = new Map<string, QuestionView>();
  if (ids.length === 0) return views;
  const rows = await db
    .select({ question: questions, driverMetricName: driverMetrics.name })
    .from(questions)
    .leftJoin(driverMetrics, eq(driverMetrics.id, questions.driverMetricId))
    .where(inArray(questions.id, [...ids]));
  const found = rows.map((row) => row.question.id);
  const tags = await tagsOfTargets(db, 'Question', found);
  const scored = await scoredMetricNamesOf(db, found);
  for (const row of rows) {
    const id = row.question.id;
    views.set(id, {
      ...row.question,
      driverMetricName: row.driverMetricName,
      scoredDriverMetricNames: scored.get(id) ?? [],
      questionTags: tags.get(id) ?? [],
    });
  }
  return views;
}

/** A live question as the screens show it. */
export async function questionView(db: Executor, id: string): Promise<QuestionView> {
  const view = (await questionViewsById(db, [id])).get(id);
  if (!view || view.archived) throw notFound();
  return view;
}
