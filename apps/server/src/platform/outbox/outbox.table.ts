import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'processing', 'done', 'failed']);

/** Work to do after a transaction commits: emails, webhook deliveries, study result posts. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** The tenant the work belongs to, so it can show its own deliveries; null for platform mail. */
    subscriptionId: uuid(),
    status: outboxStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_messages_due_idx').on(t.status, t.runAt)],
);

/**
 * One row per delivery attempt: the log behind "every delivery is logged". The row is written before the work is
 * sent and completed afterwards, so an attempt cut short (the process stopped mid-delivery) still shows, with no
 * outcome: durationMs and succeeded stay null.
 */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: uuid().primaryKey(),
    outboxMessageId: uuid()
      .notNull()
      .references(() => outboxMessages.id),
    attempt: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null while no outcome is recorded. */
    durationMs: integer(),
    /** Null while no outcome is recorded. */
    succeeded: boolean(),
    error: text(),
  },
  (t) => [index('outbox_attempts_message_idx').on(t.outboxMessageId)],
);
