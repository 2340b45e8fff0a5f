import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf } from './find-user.ts';

/** Sends a fresh confirmation link (the earlier ones stop working); a confirmed account needs none. */
export async function resendConfirmEmail({
  input,
  db,
  email,
}: SignedOutUseCaseCall<unknown, { email: AccountEmailContext }>) {
  const { email: address } = parseInput(forgotPasswordSchema, input);
  await db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, address);
    if (!user) throw new AppError('NOT_FOUND', 'errors.emailNotFound');
    if (user.emailConfirmed) return;
    await sendAccountLinkEmail(tx, email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'confirmEmail',
    });
  });
}
