import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FilteredListRequest } from '../../platform/list-request.ts';
import { resolveDashboardRecords } from '../dashboard-scope/dashboard-records.ts';
import { assessmentSessions } from './assessment-session.table.ts';

/**
 * The live sessions behind a subscription (or team) dashboard: those of the people it counts, in that subscription;
 * one person's, or one assessment's, when asked. Newest first. Previews are no one's attempt, so they are left out.
 */
export async function listSubscriptionSessions({ actor, filter: filters, window, db }: FilteredListRequest) {
  const { scope, peopleUserIds, userId, assessmentId } = await resolveDashboardRecords(db, actor, filters);
  const s = assessmentSessions;
  return db
    .select()
    .from(s)
    .where(
      and(
        eq(s.subscriptionId, scope.subscription.id),
        eq(s.archived, false),
        eq(s.isPreview, false),
        userId ? eq(s.userId, userId) : inArray(s.userId, peopleUserIds),
        assessmentId ? eq(s.assessmentId, assessmentId) : undefined,
      ),
    )
    .orderBy(desc(s.startDate), asc(s.id))
    .offset(window.offset)
    .limit(window.limit);
}
