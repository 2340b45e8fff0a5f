import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    archived: boolean().notNull().default(false),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    uniqueDriverPin: text().notNull(),
    subscriptionTeamId: uuid().references(() => subscriptionTeams.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_unique_driver_pin_idx').on(t.uniqueDriverPin),
    index('profiles_user_idx').on(t.userId),
    index('profiles_subscription_idx').on(t.subscriptionId),
  ],
);
