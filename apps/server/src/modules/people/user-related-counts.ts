import { idSchema } from '@roadmark/domain/ids';
import { and, eq, gt } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { externalLogins } from '../accounts/external-login.table.ts';
import { sessions } from '../accounts/session.table.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { loadManagedPerson } from './load-person.ts';

/**
 * What the user delete screen lists (docs/product/people-and-teams.md#deleting-a-person), counted in SQL in one
 * statement: the person's own live assignments, open sign-in sessions (deleting ends them) and linked external
 * sign-ins. Assessment sessions are 0 until those records exist in Roadmark (the session delivery work adds them here).
 */
export async function userRelatedCounts({ actor, input: { profileId }, db }: UseCaseCall<{ profileId: unknown }>) {
  const { user } = await loadManagedPerson(db, actor, { profileId: parseInput(idSchema, profileId) });
  const [counts] = await db
    .select({
      signInSessions: db.$count(sessions, and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date()))),
      externalLogins: db.$count(externalLogins, eq(externalLogins.userId, user.id)),
      userAssessmentAssignments: db.$count(
        userAssessmentAssignments,
        and(eq(userAssessmentAssignments.userId, user.id), eq(userAssessmentAssignments.archived, false)),
      ),
    })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    assessmentSessions: 0,
    userAssessmentAssignments: counts?.userAssessmentAssignments ?? 0,
    signInSessions: counts?.signInSessions ?? 0,
    externalLogins: counts?.externalLogins ?? 0,
  };
}
