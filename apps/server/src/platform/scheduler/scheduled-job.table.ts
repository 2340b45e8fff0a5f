import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each recurring job runs next; claiming a run moves nextRunAt on, so only one server process runs it. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** What the last run reported (counts), or its error. */
  lastResult: jsonb(),
});
