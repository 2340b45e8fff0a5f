import type { MessageKey } from '@roadmark/domain/messages';
import { hasAnyRole, Role } from '@roadmark/domain/roles';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { findLiveUserByEmail } from './find-user.ts';
import { managesPerson } from './person.policy.ts';

export const PEOPLE_MANAGER_ROLES = [
  Role.DriverManagement,
  Role.SubscriptionAdministration,
  Role.DistributorAdministration,
  Role.Administration,
];

/**
 * The account a people manager acts on by email: someone they manage (person.policy.ts: a subscription they
 * administer, a role group they could have given). Anything else reads as unknown, never as forbidden, so other
 * tenants' addresses cannot be probed.
 */
export async function findManagedAccount(
  tx: Executor,
  actor: Actor,
  email: string,
  notFoundKey: MessageKey = 'errors.unknownUser',
) {
  if (!hasAnyRole(actor.roles, PEOPLE_MANAGER_ROLES)) throw new AppError('FORBIDDEN', 'errors.forbidden');
  const user = await findLiveUserByEmail(tx, email);
  if (!user || !(await managesPerson(tx, actor, user))) throw new AppError('NOT_FOUND', notFoundKey);
  if (user.id === actor.userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return user;
}
