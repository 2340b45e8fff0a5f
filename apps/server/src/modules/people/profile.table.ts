import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';

export const profiles = pgTable(
  'profiles',
  {
    ...tenantColumns(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    uniqueDriverPin: text().notNull(),
    subscriptionTeamId: uuid().references(() => subscriptionTeams.id),
  },
  (t) => [
    uniqueIndex('profiles_unique_driver_pin_idx').on(t.uniqueDriverPin),
    index('profiles_user_idx').on(t.userId),
    index('profiles_subscription_idx').on(t.subscriptionId),
  ],
);
