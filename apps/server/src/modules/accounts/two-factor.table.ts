import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user.table.ts';

/** A person's authenticator secret: pending while they set it up, active once a code has confirmed it. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id),
  pendingSecret: text(),
  secret: text(),
  /** The last time step a code was accepted for, so a code seen over someone's shoulder cannot be replayed. */
  lastTimeStep: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored hashed. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** The step between a correct password and the second factor: short-lived, tied to a cookie. */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  tokenHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id),
  rememberMe: boolean().notNull(),
  failedAttempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
