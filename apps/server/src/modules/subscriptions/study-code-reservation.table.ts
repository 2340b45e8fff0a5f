import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';

/**
 * A study code handed out by generateUniqueStudyPin and not yet saved on a study. A save accepts a new code only when
 * it was reserved here for the same person, so a code can never be typed in by hand
 * (docs/product/validation-rules.md#reference-data-and-organisations).
 */
export const studyCodeReservations = pgTable(
  'study_code_reservations',
  {
    code: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('study_code_reservations_user_idx').on(t.userId)],
);
