import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { managesPerson } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';

/**
 * A person edits their own profile. Managers edit the people they manage (accounts/person.policy.ts): those of a
 * subscription they administer whose role group they could have given (a driver manager only drivers; only staff
 * edit staff). The role group is looked up unless the caller already has it.
 */
export async function canEditProfile(
  db: Executor,
  actor: Actor | null,
  profile: { userId: string; subscriptionId: string; roleGroupId?: string },
): Promise<boolean> {
  if (!actor) return false;
  if (actor.userId === profile.userId) return true;
  const roleGroupId = profile.roleGroupId ?? (await roleGroupOf(db, profile.userId));
  if (!roleGroupId) return false;
  return managesPerson(db, actor, { subscriptionId: profile.subscriptionId, roleGroupId });
}

async function roleGroupOf(db: Executor, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ roleGroupId: users.roleGroupId }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.roleGroupId;
}
