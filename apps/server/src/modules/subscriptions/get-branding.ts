import { idSchema } from '@roadmark/domain/ids';
import { effectiveBrandColor } from '@roadmark/domain/subscription';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { subscriptions } from './subscription.table.ts';

/**
 * The branding of one subscription (docs/product/reference-data.md#branding): its name, and its colour and logo only
 * when branding is allowed. Public, because study participants see it before they have an account; nothing else about
 * the subscription is shown.
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
