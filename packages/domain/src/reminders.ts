/**
 * Automatic reminders (docs/product/reminders.md#automatic-reminders): a daily run emails people whose
 * assignment is due within the subscription's lead time or overdue, at most once per assignment every few days.
 */
export const AUTOMATIC_REMINDER_DEFAULTS = { automaticReminders: true, reminderDaysBeforeDue: 7 } as const;

export const REMINDER_DAYS_BEFORE_DUE_MAX = 60;

/** No person gets a second automatic reminder of the same assignment within this many days of any reminder. */
export const REMINDER_INTERVAL_DAYS = 3;

/** Overdue assignments are chased for this long after their due date, then left to the manager. */
export const OVERDUE_REMINDER_DAYS = 30;
