import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { visibleSubscriptions } from '../subscriptions/subscription.policy.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * A person edits their own profile. Managers edit the people of subscriptions they administer: staff everywhere, a
 * distributor administrator in their distributor and the subscriptions beneath it, a subscription administrator in
 * their own (user management widens this further for driver managers).
 */
export async function canEditProfile(
  db: Executor,
  actor: Actor | null,
  profile: { userId: string; subscriptionId: string },
): Promise<boolean> {
  if (!actor) return false;
  if (actor.userId === profile.userId) return true;
  const manages =
    actorHasRole(actor, Role.Administration) ||
    actorHasRole(actor, Role.DistributorAdministration) ||
    actorHasRole(actor, Role.SubscriptionAdministration);
  if (!manages) return false;
  const [visible] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, profile.subscriptionId), visibleSubscriptions(actor)))
    .limit(1);
  return !!visible;
}
