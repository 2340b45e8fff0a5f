import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { firstNameOf } from './find-user.ts';
import { sendInviteEmail } from './invite-user.ts';
import { findManagedAccount } from './managed-account.ts';

/** A fresh invite link for someone who has not accepted yet; only within the sender's subscription (or by staff). */
export async function resendInviteEmail(
  input: unknown,
  deps: { db: Database; actor: Actor; email: AccountEmailContext },
) {
  const { email } = parseInput(forgotPasswordSchema, input);
  await deps.db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, deps.actor, email, 'errors.notInvited');
    if (user.emailConfirmed) throw new AppError('CONFLICT', 'errors.inviteAlreadyAccepted');
    await sendInviteEmail(tx, deps.email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      subscriptionId: user.subscriptionId,
    });
  });
}
