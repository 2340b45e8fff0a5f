import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { accountTokens } from '../accounts/account-token.table.ts';
import { roleGroups } from '../accounts/role-group.table.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { profiles } from './profile.table.ts';

/**
 * A new address waiting for its confirmation link (docs/product/people-and-teams.md#changing-someones-email),
 * correlated with the row's account.
 */
const pendingEmail = sql<string | null>`(
  select ${accountTokens.data} ->> 'email' from ${accountTokens}
  where ${accountTokens.userId} = ${users.id} and ${accountTokens.purpose} = 'changeEmail'
    and ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > now()
  order by ${accountTokens.createdAt} desc limit 1)`;

/**
 * What the people screens show of a profile beyond its own columns (a profile "with user"): the account's
 * email, its confirmation, a pending email change, its lockout, the role group, and the team's name, read in the same
 * query.
 */
export const personColumns = {
  user: {
    id: users.id,
    email: users.email,
    emailConfirmed: users.emailConfirmed,
    pendingEmail,
    roleGroupId: users.roleGroupId,
    roleGroupName: roleGroups.name,
    subscriptionId: users.subscriptionId,
    lockoutStart: users.lockoutStart,
    lockoutEnd: users.lockoutEnd,
  },
  subscriptionTeamName: subscriptionTeams.name,
};

export type PersonDetails = {
  user: {
    id: string;
    email: string;
    emailConfirmed: boolean;
    pendingEmail: string | null;
    roleGroupId: string;
    roleGroupName: string;
    subscriptionId: string;
    lockoutStart: Date | null;
    lockoutEnd: Date | null;
  };
  subscriptionTeamName: string | null;
};

/** Profiles joined to their account, role group and team: add `.where`, order and window. */
export function selectProfilesWithPerson(db: Executor) {
  return db
    .select({ ...getTableColumns(profiles), ...personColumns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(roleGroups, eq(roleGroups.id, users.roleGroupId))
    .leftJoin(
      subscriptionTeams,
      and(eq(subscriptionTeams.id, profiles.subscriptionTeamId), eq(subscriptionTeams.archived, false)),
    )
    .$dynamic();
}

/** The person details of one profile, for a profile read without them (own profile, after a mutation). */
export async function loadPersonDetails(db: Executor, profileId: string): Promise<PersonDetails> {
  const [row] = await selectProfilesWithPerson(db).where(eq(profiles.id, profileId)).limit(1);
  if (!row) throw new Error(`Profile ${profileId} has no account`);
  return { user: row.user, subscriptionTeamName: row.subscriptionTeamName };
}
