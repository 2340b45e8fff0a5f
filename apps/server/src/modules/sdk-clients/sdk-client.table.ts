import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

/**
 * An application API key (SdkClient, docs/product/integrations.md#api-keys). Its target is the subscription it acts in
 * (targetType SubscriptionId). The key is kept sealed (platform/crypto/secret-box), since the edit page shows it again.
 */
export const sdkClients = pgTable(
  'sdk_clients',
  {
    ...tenantColumns(),
    targetType: text().notNull().default('SubscriptionId'),
    name: text().notNull(),
    apiSecretSealed: text().notNull(),
    ipAllowList: jsonb().$type<string[]>().notNull().default([]),
    roles: jsonb().$type<string[]>().notNull().default(['API']),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sdk_clients_subscription_idx').on(t.subscriptionId)],
);
