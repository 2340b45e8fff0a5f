import { confirmEmailChangeSchema } from '@roadmark/domain/account-forms';
import { isPinEntry } from '@roadmark/domain/pin';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { isUniqueViolation } from './create-account.ts';
import { findLiveUserByEmail, findLiveUserById, firstNameOf, normalizeEmail } from './find-user.ts';
import { recordUserUpdated } from './record-user-updated.ts';
import { sendEmailChangedNotice } from './send-email-changed-notice.ts';
import { users } from './user.table.ts';

/**
 * Applies an email change from its link; the address must be the one the link was issued for. The old address is
 * told, with a link that takes the change back (PIN accounts' own addresses receive no mail, so they are not).
 */
export async function confirmEmailChange({
  input,
  db,
  email,
  pinEmailDomain,
}: SignedOutUseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string }>): Promise<void> {
  const { userId, code, email: newEmail } = parseInput(confirmEmailChangeSchema, input);
  const address = normalizeEmail(newEmail);
  try {
    await db.transaction(async (tx) => {
      const token = await consumeAccountToken(tx, { userId, purpose: 'changeEmail', code });
      const user = await findLiveUserById(tx, userId);
      if (!user || (token.data as { email?: string } | null)?.email !== address) {
        throw new AppError('BAD_USER_INPUT', 'errors.codeExpiredOrUsed');
      }
      const taken = await findLiveUserByEmail(tx, address);
      if (taken && taken.id !== userId) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
      await tx
        .update(users)
        .set({
          email: address,
          normalizedEmail: address,
          userName: address,
          emailConfirmed: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await recordUserUpdated(tx, userId);
      if (user.normalizedEmail !== address && !isPinEntry(user.email, pinEmailDomain)) {
        await sendEmailChangedNotice(tx, email, {
          userId,
          firstName: await firstNameOf(tx, userId),
          newEmail: address,
          undo: { email: user.email, twoFactorEnabled: user.twoFactorEnabled },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
    throw error;
  }
}
