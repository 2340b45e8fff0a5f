import { assignableRoleGroups, ROLE_GROUPS, RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { visibleSubscriptions } from '../subscriptions/subscription.policy.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * The role groups whose people the actor manages (docs/product/roles.md#role-groups): a driver manager drivers only;
 * an overview manager drivers and both manager groups; a distributor administrator those and distributor
 * administrators; only staff manage staff. Someone the actor could not have made is someone they do not manage.
 */
export function managedRoleGroupNames(actor: Actor): RoleGroupName[] {
  return assignableRoleGroups(actor.roles);
}

/**
 * The role groups the actor may give people of this subscription: those they manage, with the staff group only in
 * the provider's own subscription and the distributor administrator group only in a distributor.
 */
export function grantableRoleGroups(actor: Actor, subscription: { id: string; subscriptionType: string }) {
  const managed = managedRoleGroupNames(actor);
  return ROLE_GROUPS.filter((group) => {
    if (!managed.includes(group.name)) return false;
    if (group.name === RoleGroupName.Staff) return subscription.id === PROVIDER_SUBSCRIPTION_ID;
    if (group.name === RoleGroupName.DistributorAdministrator) return subscription.subscriptionType === 'Distributor';
    return true;
  });
}

/** The role group by id when the actor may give it in this subscription; FORBIDDEN otherwise, BAD_USER_INPUT if unknown. */
export function assertGrantableRoleGroup(
  actor: Actor,
  subscription: { id: string; subscriptionType: string },
  roleGroupId: string,
) {
  const group = ROLE_GROUPS.find((candidate) => candidate.id === roleGroupId);
  if (!group) {
    throw new AppError('BAD_USER_INPUT', 'validation.roleGroupRequired', {
      fields: [{ field: 'roleGroupId', messageKey: 'validation.roleGroupRequired', message: 'Choose a role group' }],
    });
  }
  if (!grantableRoleGroups(actor, subscription).some((candidate) => candidate.id === group.id)) {
    throw new AppError('FORBIDDEN', 'errors.roleGroupNotAllowed');
  }
  return group;
}

/** Per request (the actor object is the request's), so a list asks once per subscription, not per row. */
const visibleByActor = new WeakMap<Actor, Map<string, Promise<boolean>>>();

/** Whether the actor administers the people of this subscription (staff all, a distributor theirs and beneath). */
export function administersPeopleOf(db: Executor, actor: Actor, subscriptionId: string): Promise<boolean> {
  let answers = visibleByActor.get(actor);
  if (!answers) {
    answers = new Map();
    visibleByActor.set(actor, answers);
  }
  let answer = answers.get(subscriptionId);
  if (!answer) {
    answer = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), visibleSubscriptions(actor)))
      .limit(1)
      .then((rows) => rows.length > 0);
    answers.set(subscriptionId, answer);
  }
  return answer;
}

/** A person the actor manages: in a subscription they administer, and of a role group they manage. */
export async function managesPerson(
  db: Executor,
  actor: Actor,
  person: { subscriptionId: string; roleGroupId: string },
): Promise<boolean> {
  const group = ROLE_GROUPS.find((candidate) => candidate.id === person.roleGroupId);
  if (!group || !managedRoleGroupNames(actor).includes(group.name)) return false;
  return administersPeopleOf(db, actor, person.subscriptionId);
}
