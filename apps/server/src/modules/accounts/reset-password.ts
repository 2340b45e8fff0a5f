import { linkWithNewPasswordSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { lockoutAfterNewPassword } from './manager-lockout.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

/**
 * A new password from an emailed link; it also lifts a lockout from failed sign-ins (not a manager's) and signs out
 * every session of the account.
 */
export async function resetPassword({ input, db }: SignedOutUseCaseCall<unknown>): Promise<void> {
  const { userId, code, password } = parseInput(linkWithNewPasswordSchema(), input);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await consumeAccountToken(tx, { userId, purpose: 'resetPassword', code });
    await tx
      .update(users)
      .set({ passwordHash, accessFailedCount: 0, lockoutEnd: lockoutAfterNewPassword, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
