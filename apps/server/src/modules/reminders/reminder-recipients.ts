import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { managesPerson } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { findAssignableTeam } from '../assignments/assignment.policy.ts';
import { effectiveAssignment } from '../assignments/effective-assignment.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { profiles } from '../people/profile.table.ts';

/** Someone assigned an assessment, with the due date that applies to them. */
export interface ReminderRecipient {
  userId: string;
  email: string;
  firstName: string;
  targetDate: Date;
  /** When the assignment was made: a session finished since then means the person has done it. */
  assignedAt: Date;
}

function liveAssignmentsOf(tx: Executor, assessmentId: string, who: ReturnType<typeof and>) {
  return tx
    .select()
    .from(userAssessmentAssignments)
    .where(
      and(eq(userAssessmentAssignments.assessmentId, assessmentId), eq(userAssessmentAssignments.archived, false), who),
    );
}

function teamAssignmentCondition(subscriptionTeamId: string) {
  return and(
    isNull(userAssessmentAssignments.userId),
    eq(userAssessmentAssignments.subscriptionTeamId, subscriptionTeamId),
  );
}

/** Who to remind, all in one subscription. */
export interface ReminderAudience {
  subscriptionId: string;
  recipients: ReminderRecipient[];
}

/**
 * The person, when the actor manages them and they have the assessment to do: by their own assignment, or else
 * their team's (a team assignment applies to every member without their own). No one when not assigned.
 */
export async function personToRemind(
  tx: Executor,
  actor: Actor,
  userId: string,
  assessmentId: string,
): Promise<ReminderAudience> {
  const { profile, user } = await loadManagedPerson(tx, actor, { userId });
  const assignment = await effectiveAssignment(
    tx,
    { userId: user.id, subscriptionTeamId: profile.subscriptionTeamId },
    assessmentId,
  );
  const recipients = assignment
    ? [
        {
          userId: user.id,
          email: user.email,
          firstName: profile.firstName,
          targetDate: assignment.targetDate,
          assignedAt: assignment.createdAt,
        },
      ]
    : [];
  return { subscriptionId: user.subscriptionId, recipients };
}

/**
 * The live members of a team the actor keeps who have the assessment to do, through their own assignment or the
 * team's, among the people the actor manages.
 */
export async function teamToRemind(
  tx: Executor,
  actor: Actor,
  subscriptionTeamId: string,
  assessmentId: string,
): Promise<ReminderAudience> {
  const team = await findAssignableTeam(tx, actor, subscriptionTeamId);
  const [teamAssignment] = await liveAssignmentsOf(tx, assessmentId, teamAssignmentCondition(team.id));
  const members = await tx
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.subscriptionTeamId, team.id), eq(profiles.archived, false), eq(users.archived, false)))
    .orderBy(profiles.lastName, profiles.firstName, profiles.id);
  const memberIds = members.map((member) => member.user.id);
  const own = memberIds.length
    ? await liveAssignmentsOf(tx, assessmentId, inArray(userAssessmentAssignments.userId, memberIds))
    : [];
  const recipients: ReminderRecipient[] = [];
  for (const { profile, user } of members) {
    const assignment = own.find((candidate) => candidate.userId === user.id) ?? teamAssignment;
    if (!assignment || !(await managesPerson(tx, actor, user))) continue;
    recipients.push({
      userId: user.id,
      email: user.email,
      firstName: profile.firstName,
      targetDate: assignment.targetDate,
      assignedAt: assignment.createdAt,
    });
  }
  return { subscriptionId: team.subscriptionId, recipients };
}
