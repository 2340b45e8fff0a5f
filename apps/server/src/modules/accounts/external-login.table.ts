import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user.table.ts';

/** A person's identity at an OpenID provider, linked to their Roadmark account by (issuer, subject). */
export const externalLogins = pgTable(
  'external_logins',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    providerName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('external_logins_user_idx').on(t.userId)],
);

/** The claims Roadmark keeps from a provider while a new person fills in the external registration form. */
export interface ExternalClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * One external sign-in in progress, tied to a cookie: the PKCE verifier, state and nonce until the provider
 * answers, then the identity it vouched for until the person is signed in or registered.
 */
export const externalLoginFlows = pgTable('external_login_flows', {
  tokenHash: text().primaryKey(),
  providerName: text().notNull(),
  state: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  returnUrl: text().notNull(),
  issuer: text(),
  subject: text(),
  claims: jsonb().$type<ExternalClaims>(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
