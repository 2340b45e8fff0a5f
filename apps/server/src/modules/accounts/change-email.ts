import { changeEmailSchema } from '@roadmark/domain/account-forms';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { AppError, fieldProblem, unauthenticated } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { assertCurrentPassword } from './current-password.ts';
import { findLiveUserByEmail, findLiveUserById, firstNameOf, normalizeEmail } from './find-user.ts';
import { assertNotPinDomain } from './pin-domain.ts';
import { verifyTotpCode } from './totp-secret-store.ts';

/**
 * The signed-in user (docs/product/accounts.md#changing-an-email) asks for a new address. Nothing changes until the
 * link sent to the new address is used, so the old address keeps working (and stays visible) meanwhile. The password is
 * asked for again, and the authenticator code when two-factor sign-in is on, before anything else is checked: a
 * signed-in browser alone cannot move the account away, nor learn which addresses have accounts.
 */
export async function changeEmail({
  actor,
  input,
  db,
  email,
  pinEmailDomain,
  secretBox,
}: UseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string; secretBox: SecretBox }>) {
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw unauthenticated();
  const model = parseInput(changeEmailSchema(user.email, { twoFactorEnabled: user.twoFactorEnabled }), input);
  assertNotPinDomain(model.newEmail, pinEmailDomain, 'newEmail');
  await assertCurrentPassword(user, model.currentPassword);
  const address = normalizeEmail(model.newEmail);
  await db.transaction(async (tx) => {
    if (user.twoFactorEnabled) {
      const code = model.twoFactorCode ?? '';
      if (!(await verifyTotpCode(tx, secretBox, { userId: user.id, code }))) {
        throw fieldProblem('BAD_USER_INPUT', 'twoFactorCode', 'errors.twoFactorCodeInvalid');
      }
    }
    if (await findLiveUserByEmail(tx, address)) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
    await sendAccountLinkEmail(tx, email, {
      userId: user.id,
      email: address,
      firstName: await firstNameOf(tx, user.id),
      purpose: 'changeEmail',
      data: { email: address },
    });
  });
}
