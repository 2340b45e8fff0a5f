import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/** Every reminder queued for a person, so automatic reminders keep their distance from the last one. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    /** Sent by the daily run rather than by a manager. */
    automatic: boolean().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminder_deliveries_person_idx').on(t.userId, t.assessmentId, t.sentAt)],
);
