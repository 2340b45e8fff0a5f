import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { profiles } from '../people/profile.table.ts';

export interface LicensedAssessment {
  assessmentId: string;
  name: string;
  assessmentType: string;
  licenceMaxRestarts: number;
}

/** The live assessments and training modules licensed to the subscription: what an assignment import may name. */
export async function licensedAssessments(db: Executor, subscriptionId: string): Promise<LicensedAssessment[]> {
  return db
    .select({
      assessmentId: assessments.id,
      name: assessments.name,
      assessmentType: assessments.assessmentType,
      licenceMaxRestarts: subscriptionAssessments.maxRestarts,
    })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(
      and(
        eq(subscriptionAssessments.subscriptionId, subscriptionId),
        eq(subscriptionAssessments.archived, false),
        eq(assessments.archived, false),
        inArray(assessments.assessmentType, ['Assessment', 'TrainingModule']),
      ),
    )
    .orderBy(assessments.name);
}

/**
 * The user ids of the people the file names, by email (lower-cased) or PIN (upper-cased): live people of the
 * subscription in a group the actor manages. Anyone else is as unknown as someone who does not exist.
 */
export async function managedPeopleByEmailOrPin(
  db: Executor,
  actor: Actor,
  subscriptionId: string,
  entries: { emails: string[]; pins: string[] },
): Promise<Map<string, string>> {
  if (entries.emails.length + entries.pins.length === 0) return new Map();
  const managed = ROLE_GROUPS.filter((group) => managedRoleGroupNames(actor).includes(group.name)).map((g) => g.id);
  const found = await db
    .select({ userId: users.id, email: users.normalizedEmail, pin: profiles.uniqueDriverPin })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.subscriptionId, subscriptionId),
        eq(profiles.archived, false),
        eq(users.archived, false),
        inArray(users.roleGroupId, managed),
        or(
          entries.emails.length > 0 ? inArray(users.normalizedEmail, entries.emails) : undefined,
          entries.pins.length > 0 ? inArray(profiles.uniqueDriverPin, entries.pins) : undefined,
        ),
      ),
    );
  const byEntry = new Map<string, string>();
  for (const person of found) {
    byEntry.set(person.email, person.userId);
    byEntry.set(person.pin, person.userId);
  }
  return byEntry;
}
