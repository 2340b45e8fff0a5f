import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { managesPerson } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from './profile.table.ts';

/**
 * A live person (profile and account) the actor manages, by profile id or user id, locked for the rest of the
 * transaction when asked. Anyone else (another tenant's, a role group beyond the actor's, archived) is not found.
 */
export async function loadManagedPerson(
  tx: Executor,
  actor: Actor,
  by: { profileId: string } | { userId: string },
  { forUpdate = false } = {},
) {
  const query = tx
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        'profileId' in by ? eq(profiles.id, by.profileId) : eq(profiles.userId, by.userId),
        eq(profiles.archived, false),
        eq(users.archived, false),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !(await managesPerson(tx, actor, row.user))) throw notFound();
  return row;
}
