import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questions } from './question.table.ts';
import { type TagName, tagsOfTargets } from './question-tags.ts';

export type QuestionView = typeof questions.$inferSelect & { driverMetricName: string | null; questionTags: TagName[] };

/** A live question as the screens show it: with its safety metric's name and its tags. */
export async function questionView(db: Executor, id: string): Promise<QuestionView> {
  const [row] = await db
    .select({ question: questions, driverMetricName: driverMetrics.name })
    .from(questions)
    .leftJoin(driverMetrics, eq(driverMetrics.id, questions.driverMetricId))
    .where(and(eq(questions.id, id), eq(questions.archived, false)));
  if (!row) throw notFound();
  const tags = await tagsOfTargets(db, 'Question', [id]);
  return { ...row.question, driverMetricName: row.driverMetricName, questionTags: tags.get(id) ?? [] };
}
