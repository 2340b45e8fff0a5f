import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { profiles } from '../people/profile.table.ts';
import { users } from './user.table.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The live (not archived) account signing in with this email, if any. */
export async function findLiveUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.normalizedEmail, normalizeEmail(email)), eq(users.archived, false)))
    .limit(1);
  return user;
}

export async function findLiveUserById(db: Executor, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.archived, false)))
    .limit(1);
  return user;
}

/** The first name emails greet the person by; empty when the account has no profile yet. */
export async function firstNameOf(db: Executor, userId: string): Promise<string> {
  const [profile] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return profile?.firstName ?? '';
}
