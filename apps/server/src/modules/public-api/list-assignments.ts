import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ListRequest } from '../../platform/list-request.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { canManageTeams } from '../teams/subscription-team.policy.ts';
import { managedPeopleOf } from './managed-people.ts';

export interface AssignmentFilter {
  userId?: string;
  assessmentId?: string;
}

/**
 * The live assignments of the actor's subscription that the actor may change (assignments/assignment.policy.ts):
 * those of live people they manage, and team-wide ones when they keep teams; optionally one person's (someone the
 * actor does not manage is not found) or one assessment's. Oldest first, so pages stay put as assignments are added.
 */
export async function listAssignments({ actor, filter, window, db }: ListRequest & { filter: AssignmentFilter }) {
  await findVisibleSubscription(db, actor, actor.subscriptionId);
  if (filter.userId) await loadManagedPerson(db, actor, { userId: filter.userId });
  const t = userAssessmentAssignments;
  const livePeople = db
    .select({ id: users.id })
    .from(users)
    .where(and(managedPeopleOf(actor), eq(users.archived, false)));
  const whose = filter.userId
    ? eq(t.userId, filter.userId)
    : or(inArray(t.userId, livePeople), canManageTeams(actor) ? isNull(t.userId) : undefined);
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.subscriptionId, actor.subscriptionId),
        eq(t.archived, false),
        whose,
        filter.assessmentId ? eq(t.assessmentId, filter.assessmentId) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .offset(window.offset)
    .limit(window.limit);
}
