import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FilteredListRequest } from '../../platform/list-request.ts';
import { resolveDashboardRecords } from '../dashboard-scope/dashboard-records.ts';
import { userDriverMetrics } from './user-driver-metric.table.ts';

/**
 * The current safety-metric values behind a subscription (or team) dashboard: those of the people it counts; one
 * person's, or one metric's, when asked. By person, then metric, so pages stay put.
 */
export async function listUserDriverMetrics({ actor, filter: filters, window, db }: FilteredListRequest) {
  const { scope, peopleUserIds, userId, driverMetricId } = await resolveDashboardRecords(db, actor, filters);
  const m = userDriverMetrics;
  return db
    .select()
    .from(m)
    .where(
      and(
        eq(m.subscriptionId, scope.subscription.id),
        eq(m.archived, false),
        userId ? eq(m.userId, userId) : inArray(m.userId, peopleUserIds),
        driverMetricId ? eq(m.driverMetricId, driverMetricId) : undefined,
      ),
    )
    .orderBy(asc(m.userId), asc(m.driverMetricId), asc(m.id))
    .offset(window.offset)
    .limit(window.limit);
}
