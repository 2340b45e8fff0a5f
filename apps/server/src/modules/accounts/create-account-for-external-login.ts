import { externalRegistrationSchema } from '@roadmark/domain/account-forms';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { SELF_REGISTRATION_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { EXTERNAL_REMEMBER_ME } from './complete-external-login.ts';
import { createAccount, isUniqueViolation } from './create-account.ts';
import { externalLogins } from './external-login.table.ts';
import { deleteFlow, findFlow } from './external-login-flow.ts';
import { normalizeEmail } from './find-user.ts';
import { assertNotPinDomain } from './pin-domain.ts';
import { createSession, type SessionLifetime } from './session-store.ts';

export type ExternalAccountOutcome =
  | { kind: 'signedIn'; userId: string; returnUrl: string; token: string; expiresAt: Date; rememberMe: boolean }
  | { kind: 'requiresEmailConfirmation'; userId: string; returnUrl: string };

/**
 * Registers the person an external provider vouched for, as self-registration does (a Driver in the
 * self-registration subscription), linked to their (issuer, subject). The email counts as confirmed only when it is
 * the address the provider itself verified; any other address is confirmed by email first. Account, profile, link,
 * confirmation email and the end of the flow are one transaction.
 */
export async function createAccountForExternalLogin({
  input,
  db,
  flowToken,
  email,
  pinEmailDomain,
  lifetime,
  client,
}: SignedOutUseCaseCall<
  unknown,
  {
    flowToken: string | undefined;
    email: AccountEmailContext;
    pinEmailDomain: string;
    lifetime: SessionLifetime;
    client: { userAgent?: string; ipAddress?: string };
  }
>): Promise<ExternalAccountOutcome> {
  const model = parseInput(externalRegistrationSchema, input);
  assertNotPinDomain(model.email, pinEmailDomain);
  try {
    return await db.transaction(async (tx) => {
      const flow = await findFlow(tx, flowToken, { forUpdate: true });
      if (!flow?.issuer || !flow.subject) throw new AppError('UNAUTHENTICATED', 'errors.externalLoginInfoConfirm');
      const verifiedByProvider =
        flow.claims?.email_verified === true &&
        !!flow.claims.email &&
        normalizeEmail(flow.claims.email) === normalizeEmail(model.email);
      const account = await createAccount(tx, {
        email: model.email,
        passwordHash: null,
        emailConfirmed: verifiedByProvider,
        roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
        subscriptionId: SELF_REGISTRATION_SUBSCRIPTION_ID,
        firstName: model.firstName,
        lastName: model.lastName,
      });
      await tx.insert(externalLogins).values({
        issuer: flow.issuer,
        subject: flow.subject,
        userId: account.userId,
        providerName: flow.providerName,
      });
      await deleteFlow(tx, flow.tokenHash);
      const common = { userId: account.userId, returnUrl: flow.returnUrl };
      if (!verifiedByProvider) {
        await sendAccountLinkEmail(tx, email, {
          userId: account.userId,
          email: account.email,
          firstName: model.firstName,
          purpose: 'confirmEmail',
        });
        return { kind: 'requiresEmailConfirmation' as const, ...common };
      }
      const session = await createSession(
        tx,
        { userId: account.userId, rememberMe: EXTERNAL_REMEMBER_ME, ...client },
        lifetime,
      );
      return { kind: 'signedIn' as const, ...common, ...session, rememberMe: EXTERNAL_REMEMBER_ME };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two tabs finishing the same external sign-in: the identity is linked already, so this one is spent.
    if (violatedConstraint(error).startsWith('external_logins')) {
      throw new AppError('UNAUTHENTICATED', 'errors.externalLoginInfoConfirm');
    }
    throw new AppError('CONFLICT', 'errors.emailAlreadyRegistered');
  }
}

function violatedConstraint(error: unknown): string {
  const details = error as { constraint?: string; cause?: { constraint?: string } };
  return details.constraint ?? details.cause?.constraint ?? '';
}
