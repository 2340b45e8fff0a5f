import { and, asc, eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { assessmentSessionMetricScores } from '../sessions/assessment-session.table.ts';
import { loadVisibleSession } from '../sessions/session.policy.ts';
import { riskColumns } from './session-risk-columns.ts';

/**
 * One session the actor may see, with the score per driver metric stored when it finished (none before): the
 * numbers the dashboards use, read as they were saved.
 */
export async function getSessionWithMetrics({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  const session = await loadVisibleSession(db, actor, id);
  const [assessment] = await db.select(riskColumns).from(assessments).where(eq(assessments.id, session.assessmentId));
  const driverMetricScores = await db
    .select({
      driverMetricId: assessmentSessionMetricScores.driverMetricId,
      name: driverMetrics.name,
      score: assessmentSessionMetricScores.score,
    })
    .from(assessmentSessionMetricScores)
    .innerJoin(driverMetrics, eq(driverMetrics.id, assessmentSessionMetricScores.driverMetricId))
    .where(
      and(
        eq(assessmentSessionMetricScores.assessmentSessionId, session.id),
        eq(assessmentSessionMetricScores.archived, false),
      ),
    )
    .orderBy(asc(driverMetrics.name), asc(driverMetrics.id));
  return { session, assessment: assessment!, driverMetricScores };
}
