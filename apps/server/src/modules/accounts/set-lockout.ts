import { lockoutSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findManagedAccount } from './managed-account.ts';
import { INDEFINITELY } from './manager-lockout.ts';
import { recordUserUpdated } from './record-user-updated.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

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
