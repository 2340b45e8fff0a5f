import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscription.table.ts';

export const subscriptionTeams = pgTable(
  'subscription_teams',
  {
    id: uuid().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    name: text().notNull(),
    archived: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_teams_subscription_idx').on(t.subscriptionId)],
);
