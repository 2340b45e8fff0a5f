import { linkWithNewPasswordSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { consumeAccountToken, retireAccountTokens } from './account-tokens.ts';
import { isUniqueViolation } from './create-account.ts';
import { findLiveUserByEmail, findLiveUserById, normalizeEmail } from './find-user.ts';
import { recordUserUpdated } from './record-user-updated.ts';
import type { EmailChangeUndo } from './send-email-changed-notice.ts';
import { sessions } from './session.table.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

const conflict = () => new AppError('CONFLICT', 'errors.emailChangeRevertConflict');

/**
 * The link sent to the old address after an email change: it gives the account that address back and a new password,
 * whatever the password has become since, and signs out every session. Whoever made the change is shut out: their
 * pending email-change and password-reset links stop working, as do the undo links of any later change, and
 * two-factor sign-in turned on since the change (which would lock the owner out) is turned off again.
 */
export async function revertEmailChange({ input, db }: SignedOutUseCaseCall<unknown>): Promise<void> {
  const { userId, code, password } = parseInput(linkWithNewPasswordSchema(), input);
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const token = await consumeAccountToken(tx, { userId, purpose: 'revertEmailChange', code });
      const undo = token.data as EmailChangeUndo;
      if (!(await findLiveUserById(tx, userId))) throw new AppError('BAD_USER_INPUT', 'errors.codeExpiredOrUsed');
      const address = normalizeEmail(undo.email);
      const taken = await findLiveUserByEmail(tx, address);
      if (taken && taken.id !== userId) throw conflict();
      await tx
        .update(users)
        .set({
          email: address,
          normalizedEmail: address,
          userName: address,
          emailConfirmed: true,
          passwordHash,
          accessFailedCount: 0,
          lockoutEnd: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await recordUserUpdated(tx, userId);
      await signOutEverywhere(tx, userId);
      if (!undo.twoFactorEnabled) await turnOffTwoFactor(tx, userId);
      await retireAccountTokens(tx, { userId, purposes: ['changeEmail', 'resetPassword'] });
      await retireAccountTokens(tx, { userId, purposes: ['revertEmailChange'], issuedAfter: token.createdAt });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

async function signOutEverywhere(tx: Executor, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

async function turnOffTwoFactor(tx: Executor, userId: string) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
}
