import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { type TagName, tagsOfTargets } from '../questions/question-tags.ts';
import type { DriverMetricName } from '../questions/scored-driver-metrics.ts';
import { affectedDriverMetricsOf } from './affected-driver-metrics.ts';
import { assessments } from './assessment.table.ts';
import { itemsShortOfQuestionsOf } from './items-short-of-questions.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentView = AssessmentRow & {
  questionTags: TagName[];
  affectedDriverMetrics: DriverMetricName[];
  itemsShortOfQuestions: number;
};

/**
 * Assessments as the screens show them: with their tags, affected metrics and items short of questions, each loaded
 * in one query for all.
 */
export async function assessmentViews(db: Executor, rows: readonly AssessmentRow[]): Promise<AssessmentView[]> {
  const ids = rows.map((row) => row.id);
  const tags = await tagsOfTargets(db, 'Assessment', ids);
  const metrics = await affectedDriverMetricsOf(db, ids);
  const short = await itemsShortOfQuestionsOf(db, ids);
  return rows.map((row) => ({
    ...row,
    questionTags: tags.get(row.id) ?? [],
    affectedDriverMetrics: metrics.get(row.id) ?? [],
    itemsShortOfQuestions: short.get(row.id) ?? 0,
  }));
}

/** One assessment by id; live only unless `includeArchived` (a delete returns the archived record). */
export async function assessmentView(
  db: Executor,
  id: string,
  { includeArchived = false } = {},
): Promise<AssessmentView> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(includeArchived ? eq(assessments.id, id) : and(eq(assessments.id, id), eq(assessments.archived, false)));
  if (!row) throw notFound();
  const [view] = await assessmentViews(db, [row]);
  return view!;
}
