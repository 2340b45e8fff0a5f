import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user.table.ts';

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', [
  'confirmEmail',
  'resetPassword',
  'changeEmail',
  'invite',
  'revertEmailChange',
]);

/** Codes sent in email links. Only a SHA-256 of each code is kept; a code works once and expires. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    purpose: accountTokenPurposeEnum().notNull(),
    codeHash: text().notNull().unique(),
    /** Purpose-specific data, e.g. the new address of an email change. */
    data: jsonb(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
