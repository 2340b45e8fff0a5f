import { idSchema } from '@roadmark/domain/ids';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { and, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { type DashboardScope, resolveDashboardScope } from './dashboard-scope.ts';

const recordsArgsSchema = z.object({
  subscriptionId: idSchema,
  subscriptionTeamId: idSchema.nullish(),
  userId: idSchema.nullish(),
  profileId: idSchema.nullish(),
  assessmentId: idSchema.nullish(),
  driverMetricId: idSchema.nullish(),
});

/** Which records of a subscription (or team) dashboard a list of raw records asks for. */
export interface DashboardRecords {
  scope: DashboardScope;
  /** The live people the dashboard counts, as a subquery of their user ids. */
  peopleUserIds: SQLWrapper;
  /** One person of the scope, when asked for by userId or profileId. */
  userId: string | null;
  assessmentId: string | null;
  driverMetricId: string | null;
}

/** The role groups whose people the actor manages: a driver manager sees drivers' records, not their managers'. */
function managedRoleGroupIds(actor: Actor): string[] {
  const managed = managedRoleGroupNames(actor);
  return ROLE_GROUPS.filter((group) => managed.includes(group.name)).map((group) => group.id);
}

function livePeopleOf(actor: Actor, scope: DashboardScope, person?: SQL) {
  return and(
    eq(profiles.subscriptionId, scope.subscription.id),
    eq(profiles.archived, false),
    eq(users.archived, false),
    inArray(users.roleGroupId, managedRoleGroupIds(actor)),
    scope.team ? eq(profiles.subscriptionTeamId, scope.team.id) : undefined,
    person,
  );
}

/**
 * The raw records behind a subscription or team dashboard (sessions, assignments, safety-metric values) are shown to
 * exactly those who may open that dashboard, over exactly the people it counts. A person asked for who is not among
 * them (another tenant's, another team's, archived) is not found, like any record the caller may not see.
 */
export async function resolveDashboardRecords(db: Executor, actor: Actor, args: unknown): Promise<DashboardRecords> {
  const parsed = parseInput(recordsArgsSchema, args);
  const scope = await resolveDashboardScope(db, actor, parsed);
  const peopleUserIds = db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(livePeopleOf(actor, scope));
  let userId: string | null = null;
  if (parsed.userId || parsed.profileId) {
    const [person] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        livePeopleOf(
          actor,
          scope,
          and(
            parsed.userId ? eq(profiles.userId, parsed.userId) : undefined,
            parsed.profileId ? eq(profiles.id, parsed.profileId) : undefined,
          ),
        ),
      )
      .limit(1);
    if (!person) throw notFound();
    userId = person.userId;
  }
  return {
    scope,
    peopleUserIds,
    userId,
    assessmentId: parsed.assessmentId ?? null,
    driverMetricId: parsed.driverMetricId ?? null,
  };
}
