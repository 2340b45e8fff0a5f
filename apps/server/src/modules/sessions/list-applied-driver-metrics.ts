import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { loadVisibleSession } from './session.policy.ts';

/**
 * applyDriverMetricsForAssessmentSession (docs/product/scoring.md#driver-metrics): the server applies a session's
 * metric scores itself when it finishes (scores sent by a client are not trusted), so this answers the person's metric
 * values after that.
 */
export async function listAppliedDriverMetrics({
  actor,
  input: { assessmentSessionId },
  db,
}: UseCaseCall<{ assessmentSessionId: string }>) {
  const session = await loadVisibleSession(db, actor, assessmentSessionId);
  if (!session.isFinished) throw new AppError('CONFLICT', 'errors.sessionNotFinished');
  return db
    .select()
    .from(userDriverMetrics)
    .where(and(eq(userDriverMetrics.userId, session.userId), eq(userDriverMetrics.archived, false)));
}
