import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { Role } from '@roadmark/domain/roles';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf } from './find-user.ts';
import { sendInviteEmail } from './invite-user.ts';

/** A fresh invite link for someone who has not accepted yet; only within the sender's subscription (or by staff). */
export async function resendInviteEmail(
  input: unknown,
  deps: { db: Database; actor: Actor; email: AccountEmailContext },
) {
  const { email } = parseInput(forgotPasswordSchema, input);
  await deps.db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, email);
    const visible =
      user && (user.subscriptionId === deps.actor.subscriptionId || deps.actor.roles.includes(Role.Administration));
    if (!user || !visible) throw new AppError('NOT_FOUND', 'errors.notInvited');
    if (user.emailConfirmed) throw new AppError('CONFLICT', 'errors.inviteAlreadyAccepted');
    await sendInviteEmail(tx, deps.email, {
      userId: user.id,
      email: user.email,
      firstName: await firstNameOf(tx, user.id),
      subscriptionId: user.subscriptionId,
    });
  });
}
