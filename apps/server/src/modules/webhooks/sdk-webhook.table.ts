import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

export interface WebhookHeader {
  name: string;
  value: string;
}

/**
 * A webhook connection (SdkWebhook, docs/product/integrations.md#webhooks). Signing secrets are sealed; during a
 * rotation the previous secret keeps signing too until previousSecretExpiresAt, so receivers can switch over without
 * missing a delivery.
 */
export const sdkWebhooks = pgTable(
  'sdk_webhooks',
  {
    ...tenantColumns(),
    sdkClientId: uuid()
      .notNull()
      .references(() => sdkClients.id),
    events: jsonb().$type<string[]>().notNull().default([]),
    url: text().notNull(),
    httpMethod: text().notNull().default('POST'),
    headers: jsonb().$type<WebhookHeader[]>().notNull().default([]),
    signingSecretSealed: text().notNull(),
    previousSigningSecretSealed: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    /** Set when a receiver answered 410 Gone: no more deliveries until the webhook is saved again. */
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
  },
  (t) => [index('sdk_webhooks_subscription_idx').on(t.subscriptionId)],
);

/** One event sent (or being sent) to one webhook; its id is the `webhook-id` every retry repeats. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey(),
    webhookId: uuid()
      .notNull()
      .references(() => sdkWebhooks.id),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    event: text().notNull(),
    payload: jsonb().notNull(),
    isTest: boolean().notNull().default(false),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastResponseStatus: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);

/**
 * One try of a delivery, written (and committed) before the request is sent and completed with the answer, so a
 * try cut short by a stopped process stays visible with no outcome: durationMs and succeeded null.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid().primaryKey(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null while no outcome is recorded. */
    durationMs: integer(),
    responseStatus: integer(),
    error: text(),
    /** Null while no outcome is recorded. */
    succeeded: boolean(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId)],
);
