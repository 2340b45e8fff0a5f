import { changeEmailSchema } from '@roadmark/domain/account-forms';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, findLiveUserById, firstNameOf, normalizeEmail } from './find-user.ts';
import { assertNotPinDomain } from './pin-domain.ts';

/**
 * Spec 1 §4.4: the signed-in user asks for a new address. Nothing changes until the link sent to the new address
 * is used, so the old address keeps working (and stays visible) meanwhile.
 */
export async function changeEmail(
  input: unknown,
  deps: { db: Database; actor: Actor; email: AccountEmailContext; pinEmailDomain: string },
) {
  await deps.db.transaction(async (tx) => {
    const user = await findLiveUserById(tx, deps.actor.userId);
    if (!user) throw unauthenticated();
    const { newEmail } = parseInput(changeEmailSchema(user.email), input);
    assertNotPinDomain(newEmail, deps.pinEmailDomain, 'newEmail');
    const address = normalizeEmail(newEmail);
    if (await findLiveUserByEmail(tx, address)) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
    await sendAccountLinkEmail(tx, deps.email, {
      userId: user.id,
      email: address,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'changeEmail',
      data: { email: address },
    });
  });
}
