import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { firstNameOf } from './find-user.ts';
import { sendInviteEmail } from './invite-user.ts';
import { findManagedAccount } from './managed-account.ts';

/** A fresh invite link for someone who has not accepted yet; only within the sender's subscription (or by staff). */
export async function resendInviteEmail({
  actor,
  input,
  db,
  email,
}: UseCaseCall<unknown, { email: AccountEmailContext }>) {
  const invited = parseInput(forgotPasswordSchema, input);
  await db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, actor, invited.email, 'errors.notInvited');
    if (user.emailConfirmed) throw new AppError('CONFLICT', 'errors.inviteAlreadyAccepted');
    await sendInviteEmail(tx, email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      subscriptionId: user.subscriptionId,
    });
  });
}
