import { changeAccountEmailSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { findLiveUserByEmail, firstNameOf, normalizeEmail } from './find-user.ts';
import { sendInviteEmail } from './invite-user.ts';
import { findManagedAccount } from './managed-account.ts';
import { assertNotPinDomain } from './pin-domain.ts';
import { recordUserUpdated } from './record-user-updated.ts';
import { users } from './user.table.ts';

/**
 * A manager changes someone's email (docs/product/people-and-teams.md#changing-someones-email). A confirmed person must
 * confirm the new address by link, keeping the old one until then; an invite not yet accepted simply moves to the new
 * address.
 */
export async function changeAccountEmail({
  actor,
  input,
  db,
  email,
  pinEmailDomain,
}: UseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string }>): Promise<{ pending: boolean }> {
  const { currentEmail, newEmail } = parseInput(changeAccountEmailSchema, input);
  assertNotPinDomain(newEmail, pinEmailDomain, 'newEmail');
  const address = normalizeEmail(newEmail);
  return db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, actor, currentEmail);
    if (address === user.normalizedEmail) throw new AppError('BAD_USER_INPUT', 'validation.emailUnchanged');
    if (await findLiveUserByEmail(tx, address)) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
    const firstName = await firstNameOf(tx, user.id);
    if (user.emailConfirmed) {
      await sendAccountLinkEmail(tx, email, {
        userId: user.id,
        email: address,
        firstName,
        purpose: 'changeEmail',
        data: { email: address },
      });
      return { pending: true };
    }
    await tx
      .update(users)
      .set({ email: address, normalizedEmail: address, userName: address, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await recordUserUpdated(tx, user.id);
    await sendInviteEmail(tx, email, {
      userId: user.id,
      email: address,
      firstName,
      subscriptionId: user.subscriptionId,
    });
    return { pending: false };
  });
}
