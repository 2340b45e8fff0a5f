import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user.table.ts';

/** Server-side sign-in sessions; the cookie holds a random token and only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    rememberMe: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: pushed out while the session is used. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** However active, a session ends here and the person signs in again. */
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
