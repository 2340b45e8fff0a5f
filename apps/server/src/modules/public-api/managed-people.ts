import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';

/**
 * The accounts of the actor's subscription whose role group the actor manages (accounts/person.policy.ts), as a
 * condition on `users`: the list form of `managesPerson`, so a list never shows what a single read would refuse.
 */
export function managedPeopleOf(actor: Actor): SQL {
  const managed = managedRoleGroupNames(actor);
  const roleGroupIds = ROLE_GROUPS.filter((group) => managed.includes(group.name)).map((group) => group.id);
  return and(eq(users.subscriptionId, actor.subscriptionId), inArray(users.roleGroupId, roleGroupIds))!;
}
