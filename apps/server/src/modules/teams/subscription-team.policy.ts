import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

/**
 * Teams (docs/product/people-and-teams.md#teams, docs/product/roles.md#role-groups) are kept by the manager-management
 * role (SubscriptionAdministration), which subscription administrators hold for their own subscription, distributor
 * administrators for their distributor and the subscriptions beneath it, and staff everywhere (`visibleSubscriptions`
 * draws those lines).
 */
export function canManageTeams(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.SubscriptionAdministration);
}

/** The live subscription whose teams the actor may change; another tenant's is not found, never revealed. */
export async function findTeamSubscription(db: Executor, actor: Actor, subscriptionId: string) {
  if (!canManageTeams(actor)) throw forbidden();
  return findVisibleSubscription(db, actor, subscriptionId);
}

/** Locks a live team the actor may change for the rest of the transaction; anything else is not found. */
export async function lockManagedTeam(tx: Executor, actor: Actor, id: string) {
  if (!canManageTeams(actor)) throw forbidden();
  const [team] = await tx
    .select()
    .from(subscriptionTeams)
    .where(and(eq(subscriptionTeams.id, id), eq(subscriptionTeams.archived, false)))
    .limit(1)
    .for('update');
  if (!team) throw notFound();
  await findVisibleSubscription(tx, actor, team.subscriptionId);
  return team;
}
