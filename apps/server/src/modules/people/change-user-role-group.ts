import { changeUserRoleGroupSchema } from '@roadmark/domain/people';
import { isDriverPinAddress } from '@roadmark/domain/pin';
import { mayBePinOnly } from '@roadmark/domain/pin-only';
import { eq } from 'drizzle-orm';
import { AppError, forbidden } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertGrantableRoleGroup } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { loadManagedPerson } from './load-person.ts';
import type { profiles } from './profile.table.ts';

/**
 * changeUserRoleGroup(model: userId, roleGroupId) (docs/product/people-and-teams.md#changing-a-role-group): moves
 * someone the actor manages to another role group the actor may give in that subscription (accounts/person.policy.ts).
 * Nobody changes their own role group: a manager cannot promote or lock out themselves. Roles are read per request, so
 * the change applies at once. Only drivers may sign in with a PIN alone, so a PIN account needs an email address and a
 * password before any other role.
 */
export async function changeUserRoleGroup({
  actor,
  input,
  db,
  pinEmailDomain,
}: UseCaseCall<unknown, { pinEmailDomain: string }>): Promise<typeof profiles.$inferSelect> {
  const { userId, roleGroupId } = parseInput(changeUserRoleGroupSchema, input);
  return db.transaction(async (tx) => {
    const { profile, user } = await loadManagedPerson(tx, actor, { userId }, { forUpdate: true });
    if (user.id === actor.userId) throw forbidden();
    const subscription = await findVisibleSubscription(tx, actor, user.subscriptionId);
    const group = assertGrantableRoleGroup(actor, subscription, roleGroupId);
    if (isDriverPinAddress(user.email, pinEmailDomain) && !mayBePinOnly(group.id))
      throw new AppError('BAD_USER_INPUT', 'errors.pinOnlyNeedsEmailAndPassword');
    await tx.update(users).set({ roleGroupId: group.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordEvent(tx, {
      event: 'users.updated',
      subscriptionId: user.subscriptionId,
      data: { userId: user.id, profileId: profile.id },
    });
    return profile;
  });
}
