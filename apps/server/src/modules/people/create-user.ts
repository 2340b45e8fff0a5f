import { createUserSchema } from '@roadmark/domain/people';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { createAccount, isUniqueViolation } from '../accounts/create-account.ts';
import { inviteLogin } from '../accounts/invite-user.ts';
import { assertGrantableRoleGroup } from '../accounts/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { profiles } from './profile.table.ts';
import { spendDriverPinReservation } from './reserve-driver-pin.ts';

/**
 * Creating a user (docs/product/people-and-teams.md#adding-a-person), in one transaction: the invite (an account with
 * no password, no email sent; the screens send it separately), the profile with a driver PIN (the one the form
 * reserved, see reserve-driver-pin.ts, or a new one), and currentUsers + 1, refused with the maximum-users message when
 * the subscription is full. The seat is taken under a lock on the subscription row (accounts/create-account.ts), so two
 * creates racing for the last seat cannot both get it.
 */
export async function createUser({
  actor,
  input,
  db,
  pinEmailDomain,
}: UseCaseCall<unknown, { pinEmailDomain: string }>): Promise<typeof profiles.$inferSelect> {
  const model = parseInput(createUserSchema, input);
  try {
    return await db.transaction(async (tx) => {
      const subscription = await findVisibleSubscription(tx, actor, model.subscriptionId ?? actor.subscriptionId);
      const roleGroup = assertGrantableRoleGroup(actor, subscription, model.roleGroupId);
      if (model.uniqueDriverPin) await spendDriverPinReservation(tx, actor, model.uniqueDriverPin);
      const login = await inviteLogin(tx, model.email, pinEmailDomain, model.uniqueDriverPin ?? undefined);
      const account = await createAccount(tx, {
        ...login,
        passwordHash: null,
        roleGroupId: roleGroup.id,
        subscriptionId: subscription.id,
        subscriptionTeamId: model.subscriptionTeamId ?? null,
        firstName: model.firstName,
        lastName: model.lastName,
        createdByManager: true,
      });
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, account.profileId));
      return profile!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.emailCannotBeUsed');
    throw error;
  }
}
