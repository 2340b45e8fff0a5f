import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { isPinEntry } from '@roadmark/domain/pin';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf } from './find-user.ts';

/** A reset goes only to a known, confirmed address (a PIN account has no mailbox to send it to). */
export async function sendPasswordResetEmail({
  input,
  db,
  email,
  pinEmailDomain,
}: SignedOutUseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string }>) {
  const { email: address } = parseInput(forgotPasswordSchema, input);
  await db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, address);
    if (!user || isPinEntry(user.email, pinEmailDomain)) throw new AppError('NOT_FOUND', 'errors.emailNotFound');
    if (!user.emailConfirmed) throw new AppError('BAD_USER_INPUT', 'errors.emailNotConfirmedForReset');
    await sendAccountLinkEmail(tx, email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'resetPassword',
    });
  });
}
