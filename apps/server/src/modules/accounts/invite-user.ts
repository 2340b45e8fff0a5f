import { inviteSchema } from '@roadmark/domain/account-forms';
import { pinLoginEmail } from '@roadmark/domain/pin';
import { assignableRoleGroups, ROLE_GROUPS, Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from './account-emails.ts';
import { createAccount, isUniqueViolation } from './create-account.ts';
import { generateUniqueDriverPin } from './generate-unique-driver-pin.ts';
import { assertNotPinDomain } from './pin-domain.ts';

/** The inviter's own subscription, or any for provider staff; provider staff accounts live only in the provider's. */
function targetSubscription(actor: Actor, requested: string | undefined, roleGroupName: string): string {
  const subscriptionId = requested ?? actor.subscriptionId;
  if (subscriptionId !== actor.subscriptionId && !actor.roles.includes(Role.Administration)) throw forbidden();
  if (roleGroupName === 'Roadmark staff' && subscriptionId !== PROVIDER_SUBSCRIPTION_ID) {
    throw new AppError('BAD_USER_INPUT', 'errors.roleGroupNotAllowed');
  }
  return subscriptionId;
}

export async function sendInviteEmail(
  tx: Executor,
  context: AccountEmailContext,
  invited: { userId: string; email: string; firstName: string; subscriptionId: string },
) {
  const [subscription] = await tx
    .select({ companyName: subscriptions.companyName })
    .from(subscriptions)
    .where(eq(subscriptions.id, invited.subscriptionId));
  await sendAccountLinkEmail(tx, context, {
    ...invited,
    purpose: 'invite',
    templateParams: { companyName: subscription?.companyName ?? '' },
  });
}

/**
 * The login of an invited account. A typed email is used as it is, unless it is in the PIN domain (those are made only
 * from a generated PIN, which signs in without a password). A blank email makes a PIN account
 * (docs/product/roles.md#pin-only-accounts): its login is `{PIN}@{PIN_EMAIL_DOMAIN}` with the profile's own PIN, so the
 * PIN a manager hands out is the one that signs in. Nobody can confirm a PIN-domain address, so it counts as confirmed.
 */
export async function inviteLogin(tx: Executor, email: string | undefined, pinEmailDomain: string, chosenPin?: string) {
  if (email === undefined) {
    const uniqueDriverPin = chosenPin ?? (await generateUniqueDriverPin(tx));
    return { email: pinLoginEmail(uniqueDriverPin, pinEmailDomain), emailConfirmed: true, uniqueDriverPin };
  }
  assertNotPinDomain(email, pinEmailDomain, 'user.email', 'validation.emailInPinDomain');
  return { email, emailConfirmed: false, uniqueDriverPin: chosenPin };
}

/**
 * Invite (docs/product/accounts.md#invites): an account (no password yet, email unconfirmed) and its profile, one
 * transaction; the invite email goes with it only when asked (user management sends it separately,
 * docs/product/people-and-teams.md#adding-a-person). A PIN account (blank email) never gets one: it has no mailbox.
 */
export async function inviteUser({
  actor,
  input,
  db,
  email,
  pinEmailDomain,
}: UseCaseCall<unknown, { email: AccountEmailContext; pinEmailDomain: string }>) {
  const { user, sendEmail } = parseInput(inviteSchema, input);
  const roleGroup = ROLE_GROUPS.find((group) => group.id === user.roleGroupId);
  if (!roleGroup) throw new AppError('BAD_USER_INPUT', 'validation.roleGroupRequired');
  if (!assignableRoleGroups(actor.roles).includes(roleGroup.name)) {
    throw new AppError('FORBIDDEN', 'errors.roleGroupNotAllowed');
  }
  const subscriptionId = targetSubscription(actor, user.subscriptionId, roleGroup.name);
  try {
    return await db.transaction(async (tx) => {
      const login = await inviteLogin(tx, user.email, pinEmailDomain);
      const account = await createAccount(tx, {
        ...login,
        passwordHash: null,
        roleGroupId: roleGroup.id,
        subscriptionId,
        subscriptionTeamId: user.subscriptionTeamId ?? null,
        firstName: user.firstName,
        lastName: user.lastName,
        createdByManager: true,
      });
      if (sendEmail && login.uniqueDriverPin === undefined) {
        await sendInviteEmail(tx, email, { ...account, firstName: user.firstName, subscriptionId });
      }
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.emailCannotBeUsed');
    throw error;
  }
}
