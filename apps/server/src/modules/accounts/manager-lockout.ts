import { archiveAccountSchema, lockoutSchema } from '@roadmark/domain/account-forms';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findManagedAccount } from './managed-account.ts';
import { recordUserUpdated } from './record-user-updated.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

/** Far enough ahead to mean "until someone lifts it". */
const INDEFINITELY = new Date('9999-12-31T00:00:00Z');

/**
 * The lockout an account keeps when its password is set anew from an emailed link (a reset, an accepted invite): one
 * from failed sign-ins ends, since the person has shown they hold the mailbox; one a manager set stays until lifted.
 */
export const lockoutAfterNewPassword = sql<Date | null>`case when ${users.lockoutEnd} >= ${INDEFINITELY.toISOString()}::timestamptz then ${users.lockoutEnd} end`;

/** A lockout a manager set runs until someone lifts it; one from failed sign-ins runs out by itself. */
export function isLockedByManager(lockoutEnd: Date): boolean {
  return lockoutEnd.getTime() >= INDEFINITELY.getTime();
}

/** A manager locks someone out (ending their sessions) or lets them back in. */
export async function setLockout({ actor, input, db }: UseCaseCall<unknown>): Promise<void> {
  const { email, lockout } = parseInput(lockoutSchema, input);
  await db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, actor, email);
    await tx
      .update(users)
      .set({
        lockoutEnd: lockout ? INDEFINITELY : null,
        lockoutStart: lockout ? new Date() : null,
        accessFailedCount: 0,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    if (lockout) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordUserUpdated(tx, user.id);
  });
}

/**
 * Archives an account by email (spec 1 §4.7, DECISIONS: deletes archive): it can no longer sign in and its
 * address is free for a new account, while its history stays.
 */
export async function archiveAccount({ actor, input, db }: UseCaseCall<unknown>): Promise<void> {
  const { email, archive } = parseInput(archiveAccountSchema, input);
  if (!archive) return;
  await db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, actor, email);
    await tx.update(users).set({ archived: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
