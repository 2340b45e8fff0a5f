import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

export const subscriptionTeams = pgTable('subscription_teams', { ...tenantColumns(), name: text().notNull() }, (t) => [
  index('subscription_teams_subscription_idx').on(t.subscriptionId),
]);
