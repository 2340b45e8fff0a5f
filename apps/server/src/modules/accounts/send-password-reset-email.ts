import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { isPinEntry } from '@roadmark/domain/pin';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf } from './find-user.ts';

/** Spec 1 §8: a reset goes only to a known, confirmed address (a PIN account has no mailbox to send it to). */
export async function sendPasswordResetEmail(
  input: unknown,
  deps: { db: Database; email: AccountEmailContext; pinEmailDomain: string },
) {
  const { email } = parseInput(forgotPasswordSchema, input);
  await deps.db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, email);
    if (!user || isPinEntry(user.email, deps.pinEmailDomain)) throw new AppError('NOT_FOUND', 'errors.emailNotFound');
    if (!user.emailConfirmed) throw new AppError('BAD_USER_INPUT', 'errors.emailNotConfirmedForReset');
    await sendAccountLinkEmail(tx, deps.email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'resetPassword',
    });
  });
}
