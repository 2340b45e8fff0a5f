import { idSchema } from '@roadmark/domain/ids';
import { effectiveBrandColor } from '@roadmark/domain/subscription';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { OpenUseCaseCall, SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { visibleSubscriptions } from './subscription.policy.ts';
import { subscriptions } from './subscription.table.ts';

/**
 * Spec 1 §9 branding of one subscription: its name, and its colour and logo only when branding is allowed. Public,
 * because study participants see it before they have an account; nothing else about the subscription is shown.
 */
export async function getBranding({ input: { subscriptionId }, db }: SignedOutUseCaseCall<{ subscriptionId: string }>) {
  const id = parseInput(idSchema, subscriptionId);
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.archived, false)));
  if (!subscription) throw notFound();
  return {
    subscriptionId: subscription.id,
    companyName: subscription.companyName,
    allowBranding: subscription.allowBranding,
    brandColor: effectiveBrandColor(subscription),
    brandImageBlobReferenceId: subscription.allowBranding ? subscription.brandImageBlobReferenceId : null,
  };
}

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
