import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { ProductEventPayload } from '../../platform/events/record-event.ts';
import { enqueueMany } from '../../platform/outbox/enqueue.ts';
import type { OutboxHandler } from '../../platform/outbox/outbox-worker.ts';
import { sdkWebhooks, webhookDeliveries } from './sdk-webhook.table.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery.job.ts';

/**
 * The delivery id of one event for one webhook, the same however often the event is handed out: if this handler
 * is run again after a crash, the insert finds the delivery already there and queues nothing twice.
 */
function deliveryIdFor(eventId: string, webhookId: string): string {
  const hex = createHash('sha256').update(`${eventId}:${webhookId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Hands a recorded product event to every live, switched-on webhook of its subscription that chose the event and
 * existed when it happened; each delivery then retries on its own, so one slow receiver holds up no other.
 */
export function webhookFanOutHandler(db: Database): OutboxHandler {
  return async (raw) => {
    const payload = raw as unknown as ProductEventPayload;
    await db.transaction(async (tx) => {
      const webhooks = await tx
        .select({ id: sdkWebhooks.id })
        .from(sdkWebhooks)
        .where(
          and(
            eq(sdkWebhooks.subscriptionId, payload.data.subscriptionId),
            eq(sdkWebhooks.archived, false),
            isNull(sdkWebhooks.disabledAt),
            lte(sdkWebhooks.createdAt, new Date(payload.eventDate)),
            sql`${sdkWebhooks.events} @> ${JSON.stringify([payload.event])}::jsonb`,
          ),
        );
      if (webhooks.length === 0) return;
      const queued = await tx
        .insert(webhookDeliveries)
        .values(
          webhooks.map((webhook) => ({
            id: deliveryIdFor(payload.uniqueId, webhook.id),
            webhookId: webhook.id,
            subscriptionId: payload.data.subscriptionId,
            event: payload.event,
            payload,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      await enqueueMany(
        tx,
        queued.map((delivery) => ({
          kind: WEBHOOK_DELIVERY_JOB,
          payload: { deliveryId: delivery.id },
          subscriptionId: payload.data.subscriptionId,
        })),
      );
    });
  };
}
