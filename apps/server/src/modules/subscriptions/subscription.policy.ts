import { Role } from '@roadmark/domain/roles';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';
import { subscriptions } from './subscription.table.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function isStaff(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

/** A distributor administrator (not staff) acting for their own distributor. */
function distributorOf(actor: Actor): string | null {
  return actorHasRole(actor, Role.DistributorAdministration) ? actor.subscriptionId : null;
}

/**
 * Which live subscriptions the actor may read (docs/product/roles.md#role-groups): staff all; a distributor
 * administrator their distributor and the subscriptions beneath it; subscription and driver managers their own; drivers
 * none.
 */
export function visibleSubscriptions(actor: Actor): SQL | undefined {
  const live = eq(subscriptions.archived, false);
  if (isStaff(actor)) return live;
  const distributorId = distributorOf(actor);
  if (distributorId) {
    return and(
      live,
      or(eq(subscriptions.id, distributorId), eq(subscriptions.distributorSubscriptionId, distributorId)),
    );
  }
  if (actorHasRole(actor, Role.SubscriptionAdministration) || actorHasRole(actor, Role.DriverManagement)) {
    return and(live, eq(subscriptions.id, actor.subscriptionId));
  }
  return and(live, eq(subscriptions.id, '00000000-0000-0000-0000-000000000000'));
}

/**
 * Whether the actor administers the distributor with this id (distributor-managed subscriptions,
 * docs/product/validation-rules.md#reference-data-and-organisations).
 */
export function administersDistributor(actor: Actor, distributorSubscriptionId: string | null | undefined): boolean {
  if (isStaff(actor)) return true;
  return !!distributorSubscriptionId && distributorOf(actor) === distributorSubscriptionId;
}

/** Staff change any subscription; a distributor administrator only those beneath their distributor. */
export function canAdministerSubscription(actor: Actor | null, subscription: SubscriptionRow): boolean {
  if (!actor) return false;
  if (isStaff(actor)) return true;
  return administersDistributor(actor, subscription.distributorSubscriptionId);
}

/**
 * Deleting a subscription archives every account, profile and team in it, so only the provider's staff may do it;
 * a distributor administrator edits the subscriptions beneath their distributor but does not delete them.
 */
export function canDeleteSubscription(actor: Actor | null, subscription: SubscriptionRow): boolean {
  return isStaff(actor) && canAdministerSubscription(actor, subscription);
}

export function assertCanManageSubscriptions(actor: Actor): void {
  if (!isStaff(actor) && !distributorOf(actor)) throw forbidden();
}
