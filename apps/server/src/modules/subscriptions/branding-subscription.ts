import { and, eq } from 'drizzle-orm';
import type { OpenUseCaseCall } from '../../platform/use-case.ts';
import { visibleSubscriptions } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

/**
 * The whole subscription record behind a branding, for a caller who may read it (its managers, a distributor
 * administrator above it, staff); null for everyone else, such as a study participant before signing in, so the
 * public branding never shows limits, counts or a study's addresses.
 */
export async function brandingSubscription({
  actor,
  input: { subscriptionId },
  db,
}: OpenUseCaseCall<{ subscriptionId: string }>) {
  // Staff who must still turn on two-factor sign-in act as nobody until they do, as everywhere else.
  if (!actor || actor.twoFactorSetupPending) return null;
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), visibleSubscriptions(actor)))
    .limit(1);
  return subscription ?? null;
}
