import { isUuid } from '@roadmark/domain/ids';
import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * An Administration user may act in another subscription (docs/product/tenancy.md#managing-a-customer), named by the
 * emulation header; tenant reads and writes then use it while `homeSubscriptionId` keeps their own. Anyone else's
 * header changes nothing. An id that is malformed, unknown or archived is ignored rather than refused: the web app
 * stores the choice, and a stale one must not lock staff out of every page. The viewer reports what is in effect, so
 * the app can drop it.
 */
export async function applyEmulation(
  db: Executor,
  actor: Actor,
  requested: string | string[] | undefined,
): Promise<Actor> {
  if (!actorHasRole(actor, Role.Administration)) return actor;
  if (!isUuid(requested) || requested === actor.homeSubscriptionId) return actor;
  const [subscription] = await db
    .select({ id: subscriptions.id, subscriptionType: subscriptions.subscriptionType })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, requested), eq(subscriptions.archived, false)))
    .limit(1);
  if (!subscription) return actor;
  return { ...actor, subscriptionId: subscription.id, subscriptionType: subscription.subscriptionType };
}
