import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { roleGroups } from './role-group.table.ts';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey(),
    userName: text().notNull(),
    email: text().notNull(),
    normalizedEmail: text().notNull(),
    emailConfirmed: boolean().notNull().default(false),
    phoneNumberConfirmed: boolean().notNull().default(false),
    twoFactorEnabled: boolean().notNull().default(false),
    lockoutEnd: timestamp({ withTimezone: true }),
    /** When the current lockout began (too many failed sign-ins, or a manager), for the people screens. */
    lockoutStart: timestamp({ withTimezone: true }),
    lockoutEnabled: boolean().notNull().default(true),
    accessFailedCount: integer().notNull().default(0),
    passwordHash: text(),
    roleGroupId: uuid()
      .notNull()
      .references(() => roleGroups.id),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    archived: boolean().notNull().default(false),
    /** When this person put away the provider dashboard's getting-started checklist (staff only; null: still shown). */
    gettingStartedDismissedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One live account per email; archived accounts keep their history without blocking a new account.
    uniqueIndex('users_normalized_email_live_idx').on(t.normalizedEmail).where(sql`archived = false`),
    index('users_subscription_idx').on(t.subscriptionId),
  ],
);
