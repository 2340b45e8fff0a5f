import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscription.table.ts';

export const driverMetrics = pgTable(
  'driver_metrics',
  {
    id: uuid().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    name: text().notNull(),
    startValue: integer().notNull().default(0),
    archived: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_metrics_listing_idx').on(t.subscriptionId, t.archived, sql`lower(${t.name})`)],
);
