import { registerSchema } from '@roadmark/domain/account-forms';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { SELF_REGISTRATION_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { hashPassword } from '../../platform/auth/password.ts';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { createAccount, isUniqueViolation } from './create-account.ts';
import { assertNotPinDomain } from './pin-domain.ts';

/**
 * A person registers themselves (docs/product/accounts.md#registering). Account, profile and the confirmation email are
 * one transaction, so there is never an account without its profile or a confirmation that was never sent.
 */
export async function register({
  input,
  db,
  email,
  pinEmailDomain,
}: SignedOutUseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string }>) {
  const model = parseInput(registerSchema(), input);
  assertNotPinDomain(model.email, pinEmailDomain);
  const passwordHash = await hashPassword(model.password);
  try {
    return await db.transaction(async (tx) => {
      const account = await createAccount(tx, {
        email: model.email,
        passwordHash,
        emailConfirmed: false,
        roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
        subscriptionId: SELF_REGISTRATION_SUBSCRIPTION_ID,
        firstName: model.firstName,
        lastName: model.lastName,
      });
      await sendAccountLinkEmail(tx, email, {
        userId: account.userId,
        email: account.email,
        firstName: model.firstName,
        purpose: 'confirmEmail',
      });
      return { userId: account.userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
    throw error;
  }
}
