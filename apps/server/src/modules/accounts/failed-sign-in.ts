import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { countHit } from '../../platform/rate-limits/count-hit.ts';
import { users } from './user.table.ts';

export const MAX_FAILED_PASSWORDS = 5;
/** A PIN is typed without a password more often by mistake, so PIN sign-ins get a little more room. */
export const MAX_FAILED_PINS = 10;
export const LOCKOUT_MINUTES = 15;

/**
 * Counts a failed sign-in and locks the account when the count reaches its limit, in one UPDATE: the count is
 * raised by the database, not from a value read earlier, so simultaneous wrong passwords are each counted and at
 * most limit - 1 of them are told 'Invalid password'; the rest are told the account is locked. A lock that has run
 * out starts the count again. True when the account is now locked.
 */
export async function recordFailedSignIn(db: Database, userId: string, isPin: boolean): Promise<boolean> {
  const limit = isPin ? MAX_FAILED_PINS : MAX_FAILED_PASSWORDS;
  const lockRanOut = sql`(${users.lockoutEnd} is not null and ${users.lockoutEnd} <= now())`;
  const failed = sql`(case when ${lockRanOut} then 1 else ${users.accessFailedCount} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      accessFailedCount: failed,
      lockoutEnd: sql`case
        when ${users.lockoutEnabled} and ${failed} >= ${limit} and (${users.lockoutEnd} is null or ${lockRanOut})
          then now() + ${LOCKOUT_MINUTES} * interval '1 minute'
        when ${lockRanOut} then null
        else ${users.lockoutEnd} end`,
      lockoutStart: sql`case
        when ${users.lockoutEnabled} and ${failed} >= ${limit} and (${users.lockoutEnd} is null or ${lockRanOut})
          then now()
        when ${lockRanOut} then null
        else ${users.lockoutStart} end`,
    })
    .where(eq(users.id, userId))
    .returning({ locked: sql<boolean>`coalesce(${users.lockoutEnd} > now(), false)` });
  return row?.locked ?? false;
}

/**
 * Counts a failed sign-in with a PIN that no account has, in the shared counters, and 'locks' it after as many
 * failures as a real PIN account, so the answers never tell an existing PIN from one that does not exist. True
 * when it is now 'locked'.
 */
export async function recordFailedUnknownPin(db: Database, pinLogin: string): Promise<boolean> {
  const { hits } = await countHit(db, `sign-in:unknown-pin:${pinLogin}`, LOCKOUT_MINUTES * 60_000);
  return hits >= MAX_FAILED_PINS;
}
