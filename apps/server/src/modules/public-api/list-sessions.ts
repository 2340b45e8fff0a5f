import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListRequest } from '../../platform/list-request.ts';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { managedPeopleOf } from './managed-people.ts';
import { riskColumns } from './session-risk-columns.ts';
import type { SessionWithAssessment } from './session-view.ts';

export interface SessionFilter {
  userId?: string;
  assessmentId?: string;
  finished?: boolean;
}

/**
 * The live sessions of the people the actor manages in their subscription (the list form of sessions/session.policy
 * `loadVisibleSession`), newest first; optionally one person's (someone the actor does not manage is not found),
 * one assessment's, finished or not.
 */
export async function listSessions({
  actor,
  filter,
  window,
  db,
}: ListRequest & { filter: SessionFilter }): Promise<SessionWithAssessment[]> {
  await findVisibleSubscription(db, actor, actor.subscriptionId);
  if (filter.userId) await loadManagedPerson(db, actor, { userId: filter.userId });
  const s = assessmentSessions;
  return db
    .select({ session: s, assessment: riskColumns })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .innerJoin(assessments, eq(assessments.id, s.assessmentId))
    .where(
      and(
        managedPeopleOf(actor),
        eq(s.archived, false),
        eq(s.isPreview, false),
        filter.userId ? eq(s.userId, filter.userId) : undefined,
        filter.assessmentId ? eq(s.assessmentId, filter.assessmentId) : undefined,
        filter.finished === undefined ? undefined : eq(s.isFinished, filter.finished),
      ),
    )
    .orderBy(desc(s.startDate), asc(s.id))
    .offset(window.offset)
    .limit(window.limit);
}
