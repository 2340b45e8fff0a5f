import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';
import { driverMetrics } from './driver-metric.table.ts';

/**
 * UserDriverMetric: a person's current value (0..100) of a safety metric, set by finished sessions
 * (docs/product/scoring.md#driver-metrics).
 */
export const userDriverMetrics = pgTable(
  'user_driver_metrics',
  {
    ...tenantColumns(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    driverMetricId: uuid()
      .notNull()
      .references(() => driverMetrics.id),
    currentValue: integer().notNull(),
  },
  (t) => [uniqueIndex('user_driver_metrics_live_idx').on(t.userId, t.driverMetricId).where(sql`${t.archived} = false`)],
);
