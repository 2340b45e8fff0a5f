import { sql } from 'drizzle-orm';
import { users } from './user.table.ts';

/** Far enough ahead to mean "until someone lifts it". */
export const INDEFINITELY = new Date('9999-12-31T00:00:00Z');

/**
 * The lockout an account keeps when its password is set anew from an emailed link (a reset, an accepted invite): one
 * from failed sign-ins ends, since the person has shown they hold the mailbox; one a manager set stays until lifted.
 */
export const lockoutAfterNewPassword = sql<Date | null>`case when ${users.lockoutEnd} >= ${INDEFINITELY.toISOString()}::timestamptz then ${users.lockoutEnd} end`;

/** A lockout a manager set runs until someone lifts it; one from failed sign-ins runs out by itself. */
export function isLockedByManager(lockoutEnd: Date): boolean {
  return lockoutEnd.getTime() >= INDEFINITELY.getTime();
}
