import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscription.table.ts';

/**
 * A driver PIN handed out by generateUniqueDriverPin for the user form and not yet given to anyone. Creating a
 * person accepts a chosen PIN only when it was reserved here for the caller's subscription, so no caller can test
 * whether a PIN they typed exists elsewhere on the platform.
 */
export const driverPinReservations = pgTable(
  'driver_pin_reservations',
  {
    pin: text().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('driver_pin_reservations_expires_at_idx').on(t.expiresAt)],
);
