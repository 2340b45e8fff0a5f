import { idSchema } from '@roadmark/domain/ids';
import { isWebhookEvent } from '@roadmark/domain/integrations/webhook-events';
import { samplePayload } from '@roadmark/domain/integrations/webhook-payload';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/outbox/enqueue.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { webhookDeliveries } from './sdk-webhook.table.ts';
import { findTestableWebhook } from './webhook.policy.ts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery.job.ts';

const inputSchema = z.object({
  id: idSchema,
  event: z.string().refine(isWebhookEvent, 'validation.webhookEventUnknown').nullish(),
});

/**
 * 'Send test event' (the webhook form, and the REST API for a key's own webhooks): a sample of one of the webhook's events (the first unless one is named), with the real
 * subscription id and a new uniqueId, delivered like any other (signed, retried, logged) and marked as a test.
 */
export async function sendSdkWebhookTestEvent({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(inputSchema, input);
  return db.transaction(async (tx) => {
    const webhook = await findTestableWebhook(tx, actor, model.id);
    if (webhook.disabledAt) throw new AppError('CONFLICT', 'errors.webhookDisabled');
    const event = model.event ?? webhook.events[0];
    if (!event || !isWebhookEvent(event)) throw new AppError('BAD_USER_INPUT', 'validation.webhookEventsRequired');
    const sample = samplePayload([event], new Date());
    const payload = {
      ...sample,
      uniqueId: crypto.randomUUID(),
      data: { ...sample.data, subscriptionId: webhook.subscriptionId },
    };
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        id: crypto.randomUUID(),
        webhookId: webhook.id,
        subscriptionId: webhook.subscriptionId,
        event,
        payload,
        isTest: true,
      })
      .returning();
    await enqueue(tx, {
      kind: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId: delivery!.id },
      subscriptionId: webhook.subscriptionId,
    });
    return delivery!;
  });
}
