import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf } from './find-user.ts';

/** Sends a fresh confirmation link (the earlier ones stop working); a confirmed account needs none. */
export async function resendConfirmEmail(input: unknown, deps: { db: Database; email: AccountEmailContext }) {
  const { email } = parseInput(forgotPasswordSchema, input);
  await deps.db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, email);
    if (!user) throw new AppError('NOT_FOUND', 'errors.emailNotFound');
    if (user.emailConfirmed) return;
    await sendAccountLinkEmail(tx, deps.email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'confirmEmail',
    });
  });
}
