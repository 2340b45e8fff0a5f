import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

export const driverMetrics = pgTable(
  'driver_metrics',
  { ...tenantColumns(), name: text().notNull(), startValue: integer().notNull().default(0) },
  (t) => [index('driver_metrics_listing_idx').on(t.subscriptionId, t.archived, sql`lower(${t.name})`)],
);
