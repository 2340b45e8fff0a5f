import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { driverMetricRecommendations } from './content-rule.table.ts';

/**
 * Recommendation rules (docs/product/content.md#recommendations-and-adjustments): of the given assessments, those with
 * a rule whose range holds the person's current value of its metric (a metric never measured is at its startValue).
 * Without a person (a team's list) nothing is recommended.
 */
export async function recommendedAssessmentIds(
  db: Executor,
  userId: string | null,
  assessmentIds: readonly string[],
): Promise<Set<string>> {
  if (!userId || assessmentIds.length === 0) return new Set();
  const rule = driverMetricRecommendations;
  const current = sql`coalesce(${userDriverMetrics.currentValue}, ${driverMetrics.startValue})`;
  const rows = await db
    .selectDistinct({ assessmentId: rule.targetId })
    .from(rule)
    .innerJoin(driverMetrics, and(eq(driverMetrics.id, rule.driverMetricId), eq(driverMetrics.archived, false)))
    .leftJoin(
      userDriverMetrics,
      and(
        eq(userDriverMetrics.driverMetricId, driverMetrics.id),
        eq(userDriverMetrics.userId, userId),
        eq(userDriverMetrics.archived, false),
      ),
    )
    .where(
      and(
        eq(rule.targetType, 'Assessment'),
        inArray(rule.targetId, [...assessmentIds]),
        eq(rule.archived, false),
        sql`${current} between ${rule.minScore} and ${rule.maxScore}`,
      ),
    );
  return new Set(rows.map((row) => row.assessmentId));
}
