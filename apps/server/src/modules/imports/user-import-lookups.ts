import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

/** The live teams of a subscription by their name lower-cased (the file names teams, the form chose one by id). */
export async function teamIdsByName(db: Executor, subscriptionId: string): Promise<Map<string, string>> {
  const teams = await db
    .select({ id: subscriptionTeams.id, name: subscriptionTeams.name })
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.subscriptionId, subscriptionId), eq(subscriptionTeams.archived, false)));
  return new Map(teams.map((team) => [team.name.trim().toLowerCase(), team.id]));
}

/** For each of these emails a live account has, the subscription it is in. */
export async function subscriptionOfEmails(db: Executor, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const found = await db
    .select({ email: users.normalizedEmail, subscriptionId: users.subscriptionId })
    .from(users)
    .where(and(inArray(users.normalizedEmail, emails), eq(users.archived, false)));
  return new Map(found.map((user) => [user.email, user.subscriptionId]));
}

/** nameKey (user-import-rows.ts) in SQL. */
const profileNameKey = sql<string>`lower(regexp_replace(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '\\s+', ' ', 'g'))`;

/** Which of these names (nameKey) belong to a live PIN person of the subscription. */
export async function pinPeopleNamed(
  db: Executor,
  subscriptionId: string,
  pinEmailDomain: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const found = await db
    .selectDistinct({ name: profileNameKey })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.subscriptionId, subscriptionId),
        eq(profiles.archived, false),
        eq(users.archived, false),
        sql`${users.normalizedEmail} like ${`%@${pinEmailDomain.toLowerCase()}`}`,
        inArray(profileNameKey, names),
      ),
    );
  return new Set(found.map((person) => person.name));
}
