import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questions } from '../questions/question.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

export interface DriverMetricName {
  id: string;
  name: string;
}

/**
 * Spec 2 §2.3 "may affect the named driver safety metric scores": the distinct primary safety metrics of the live
 * questions in the live pools of each assessment, by name, for several assessments in one query.
 */
export async function affectedDriverMetricsOf(
  db: Executor,
  assessmentIds: readonly string[],
): Promise<Map<string, DriverMetricName[]>> {
  const byAssessment = new Map<string, DriverMetricName[]>(assessmentIds.map((id) => [id, []]));
  if (assessmentIds.length === 0) return byAssessment;
  const sortName = sql<string>`lower(${driverMetrics.name})`;
  const rows = await db
    .selectDistinct({
      assessmentId: assessmentItems.assessmentId,
      id: driverMetrics.id,
      name: driverMetrics.name,
      sortName,
    })
    .from(assessmentItemQuestions)
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemQuestions.assessmentItemId))
    .innerJoin(questions, eq(questions.id, assessmentItemQuestions.questionId))
    .innerJoin(driverMetrics, eq(driverMetrics.id, questions.driverMetricId))
    .where(
      and(
        inArray(assessmentItems.assessmentId, [...assessmentIds]),
        eq(assessmentItems.archived, false),
        eq(assessmentItemQuestions.archived, false),
        eq(questions.archived, false),
        eq(driverMetrics.archived, false),
      ),
    )
    .orderBy(asc(sortName), asc(driverMetrics.id));
  for (const row of rows) byAssessment.get(row.assessmentId)?.push({ id: row.id, name: row.name });
  return byAssessment;
}
