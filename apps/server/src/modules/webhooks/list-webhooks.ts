import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ListWindow } from '../../platform/graphql/pagination.ts';
import { findSdkSubscription } from '../sdk-clients/sdk-client.policy.ts';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';
import { sdkWebhooks, webhookDeliveries, webhookDeliveryAttempts } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';

/** sdkWebhooks(targetId): the subscription's live webhooks, oldest first, with their application's name. */
export async function listSdkWebhooks(db: Executor, actor: Actor, targetId: string | null | undefined) {
  const subscription = await findSdkSubscription(db, actor, targetId ?? actor.subscriptionId);
  const rows = await db
    .select({ webhook: sdkWebhooks, sdkClientName: sdkClients.name })
    .from(sdkWebhooks)
    .innerJoin(sdkClients, eq(sdkClients.id, sdkWebhooks.sdkClientId))
    .where(and(eq(sdkWebhooks.subscriptionId, subscription.id), eq(sdkWebhooks.archived, false)))
    .orderBy(asc(sdkWebhooks.createdAt), asc(sdkWebhooks.id));
  return rows.map(({ webhook, sdkClientName }) => ({ ...webhook, sdkClientName }));
}

export function getSdkWebhook(db: Executor, actor: Actor, id: string) {
  return findManagedWebhook(db, actor, id);
}

/** The delivery log of one webhook, newest first, one page at a time. */
export async function listWebhookDeliveries(db: Executor, actor: Actor, webhookId: string, window: ListWindow) {
  await findManagedWebhook(db, actor, webhookId);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** The attempts of a page of deliveries, in one query, grouped by delivery. */
export async function attemptsOfDeliveries(db: Executor, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return new Map<string, (typeof webhookDeliveryAttempts.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookDeliveryAttempts.attempt));
  const byDelivery = new Map<string, (typeof webhookDeliveryAttempts.$inferSelect)[]>();
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}
