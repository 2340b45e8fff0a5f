import type { WebhookPayload } from '@roadmark/domain/integrations/webhook-payload';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import { guardedFetch, OutboundRequestError } from '../../platform/outbound/guarded-fetch.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import type { OutboxDeliveryInfo, OutboxHandler } from '../../platform/outbox/outbox-worker.ts';
import { sdkWebhooks, webhookDeliveries, webhookDeliveryAttempts } from './sdk-webhook.table.ts';
import { buildWebhookRequest } from './webhook-request.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

const payloadSchema = z.object({ deliveryId: z.uuid() });

interface AttemptOutcome {
  status: 'succeeded' | 'failed' | 'retry';
  responseStatus: number | null;
  error: string | null;
}

/** The secrets that sign now: the current one, and the previous one while its rotation window lasts. */
function signingSecrets(webhook: typeof sdkWebhooks.$inferSelect, box: SecretBox, now: Date): string[] {
  const secrets = [box.open(webhook.signingSecretSealed)];
  if (webhook.previousSigningSecretSealed && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now) {
    secrets.push(box.open(webhook.previousSigningSecretSealed));
  }
  return secrets;
}

function outcomeOf(status: number): AttemptOutcome {
  if (status >= 200 && status <= 299) return { status: 'succeeded', responseStatus: status, error: null };
  if (status === 410) {
    return { status: 'failed', responseStatus: status, error: 'The receiver answered 410 Gone: webhook switched off' };
  }
  return { status: 'retry', responseStatus: status, error: `The receiver answered ${status}` };
}

async function send(request: ReturnType<typeof buildWebhookRequest>, policy: OutboundPolicy): Promise<AttemptOutcome> {
  try {
    const response = await guardedFetch(
      request.url,
      { method: request.method, headers: request.headers, ...(request.body ? { body: request.body } : {}) },
      policy,
    );
    return outcomeOf(response.status);
  } catch (error) {
    if (!(error instanceof OutboundRequestError)) throw error;
    return { status: 'retry', responseStatus: null, error: error.message };
  }
}

/**
 * Sends one delivery (at least once, Standard Webhooks signatures, retries with backoff for 24 hours:
 * docs/product/integrations.md#webhooks): the same webhook-id on every attempt, each attempt logged with its answer and
 * duration. A 2xx answer succeeds; 410 Gone switches the webhook off and stops; anything else (other statuses,
 * timeouts, redirects, refused addresses) throws, so the outbox tries again later, until its last attempt marks the
 * delivery failed.
 */
export function webhookDeliveryHandler(
  db: Database,
  deps: {
    secretBox: SecretBox;
    policy: OutboundPolicy;
    /** Told each attempt's outcome, for the metrics. */
    onAttempt?: (outcome: AttemptOutcome['status']) => void;
  },
): OutboxHandler {
  return async (raw, info) => {
    const { deliveryId } = payloadSchema.parse(raw);
    const [row] = await db
      .select({ delivery: webhookDeliveries, webhook: sdkWebhooks })
      .from(webhookDeliveries)
      .innerJoin(sdkWebhooks, eq(sdkWebhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .limit(1);
    if (row?.delivery.status !== 'pending') return;
    const { delivery, webhook } = row;
    if (webhook.archived || webhook.disabledAt) {
      const reason = webhook.archived ? 'The webhook was deleted before this was sent' : 'The webhook is switched off';
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: reason, completedAt: new Date() })
        .where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    const startedAt = new Date();
    const request = buildWebhookRequest(
      webhook,
      { id: delivery.id, payload: delivery.payload as WebhookPayload },
      signingSecrets(webhook, deps.secretBox, startedAt),
      startedAt,
    );
    const attemptId = await logAttemptStarted(db, { deliveryId: delivery.id, info, startedAt });
    const outcome = await send(request, deps.policy);
    await recordAttempt(db, { attemptId, delivery, webhookId: webhook.id, info, startedAt, outcome });
    deps.onAttempt?.(outcome.status);
    if (outcome.status === 'retry') throw new Error(outcome.error ?? 'Delivery failed');
  };
}

/**
 * Logs the try, committed, before the request leaves: if the process stops before the answer is recorded (killed,
 * redeployed), the delivery log still shows this try, with no answer, and the next try repeats the same webhook-id.
 */
async function logAttemptStarted(
  db: Database,
  { deliveryId, info, startedAt }: { deliveryId: string; info: OutboxDeliveryInfo; startedAt: Date },
): Promise<string> {
  const attemptId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values({ id: attemptId, deliveryId, attempt: info.attempt, startedAt });
    await tx.update(webhookDeliveries).set({ attempts: info.attempt }).where(eq(webhookDeliveries.id, deliveryId));
  });
  return attemptId;
}

async function recordAttempt(
  db: Database,
  args: {
    attemptId: string;
    delivery: typeof webhookDeliveries.$inferSelect;
    webhookId: string;
    info: OutboxDeliveryInfo;
    startedAt: Date;
    outcome: AttemptOutcome;
  },
) {
  const { attemptId, delivery, webhookId, info, startedAt, outcome } = args;
  const lastTry = outcome.status === 'retry' && info.attempt >= info.maxAttempts;
  const status = outcome.status === 'retry' ? (lastTry ? 'failed' : 'pending') : outcome.status;
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveryAttempts)
      .set({
        durationMs: Date.now() - startedAt.getTime(),
        responseStatus: outcome.responseStatus,
        error: outcome.error,
        succeeded: outcome.status === 'succeeded',
      })
      .where(eq(webhookDeliveryAttempts.id, attemptId));
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts: info.attempt,
        lastResponseStatus: outcome.responseStatus,
        lastError: outcome.error,
        completedAt: status === 'pending' ? null : new Date(),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (outcome.responseStatus === 410) {
      await tx
        .update(sdkWebhooks)
        .set({ disabledAt: new Date(), disabledReason: 'The receiver answered 410 Gone', updatedAt: new Date() })
        .where(eq(sdkWebhooks.id, webhookId));
    }
  });
}
