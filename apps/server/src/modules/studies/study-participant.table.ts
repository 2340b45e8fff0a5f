import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * A study participant's account (docs/product/studies.md#joining) in the study's subscription, keyed by the study and
 * the identifier they joined with, so the same identifier comes back to the same account and session.
 */
export const studyParticipants = pgTable(
  'study_participants',
  {
    id: uuid().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    userIdentifier: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('study_participants_identifier_idx').on(t.subscriptionId, t.userIdentifier),
    uniqueIndex('study_participants_user_idx').on(t.userId),
  ],
);
