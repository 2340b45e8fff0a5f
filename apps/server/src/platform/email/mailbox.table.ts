import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when no SMTP server is configured, so a local installation still works end to end. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_messages_to_idx').on(t.to, t.createdAt)],
);
