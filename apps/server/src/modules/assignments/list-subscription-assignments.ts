import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FilteredListRequest } from '../../platform/list-request.ts';
import { resolveDashboardRecords } from '../dashboard-scope/dashboard-records.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

/**
 * The live assignments behind a subscription (or team) dashboard: those of the people it counts, and the team-wide
 * ones of the subscription (of the team, on a team dashboard); one person's own, or one assessment's, when asked.
 * Oldest first, so pages stay put as assignments are added.
 */
export async function listSubscriptionAssignments({ actor, filter: filters, window, db }: FilteredListRequest) {
  const { scope, peopleUserIds, userId, assessmentId } = await resolveDashboardRecords(db, actor, filters);
  const t = userAssessmentAssignments;
  const teamWide = and(isNull(t.userId), scope.team ? eq(t.subscriptionTeamId, scope.team.id) : undefined);
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.subscriptionId, scope.subscription.id),
        eq(t.archived, false),
        userId ? eq(t.userId, userId) : or(inArray(t.userId, peopleUserIds), teamWide),
        assessmentId ? eq(t.assessmentId, assessmentId) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .offset(window.offset)
    .limit(window.limit);
}
