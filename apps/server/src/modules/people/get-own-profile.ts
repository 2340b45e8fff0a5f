import { and, eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { profiles } from './profile.table.ts';

/**
 * The signed-in person's own profile, or null when their account has none yet
 * (docs/product/accounts.md#the-profile-area).
 */
export async function getOwnProfile({ actor, db }: UseCaseCall) {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, actor.userId), eq(profiles.archived, false)))
    .limit(1);
  return profile ?? null;
}
