import { and, eq, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { type PollLoop, startPollLoop } from './poll-loop.ts';
import { scheduledJobs } from './scheduled-job.table.ts';

export interface DailyJob {
  name: string;
  /** The hour of the day (UTC) the job runs at. */
  hourUtc: number;
  /** Does the work; what it returns is kept as the run's result. */
  run: (now: Date) => Promise<Record<string, unknown>>;
}

/** The run at `hourUtc` on the day of `now` (which may already be past). */
export function runTimeOn(now: Date, hourUtc: number): Date {
  const day = new Date(now);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day;
}

/** The first run at `hourUtc` strictly after `now`. */
export function nextRunAfter(now: Date, hourUtc: number): Date {
  const today = runTimeOn(now, hourUtc);
  if (today > now) return today;
  return new Date(today.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * Claims today's run when it is due: the update moves nextRunAt to the next day in the same statement, so of
 * several server processes exactly one gets the row back. A job seen for the first time is due at today's hour.
 */
export async function claimDueRun(db: Database, job: DailyJob, now: Date): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: runTimeOn(now, job.hourUtc) })
    .onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({ nextRunAt: nextRunAfter(now, job.hourUtc), lastStartedAt: now })
    .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, now)))
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** Runs the job if it is due now and records what it did; a failure is recorded and tried again the next day. */
export async function runIfDue(db: Database, job: DailyJob, now = new Date()): Promise<boolean> {
  if (!(await claimDueRun(db, job, now))) return false;
  let result: Record<string, unknown>;
  try {
    result = await job.run(now);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  await db
    .update(scheduledJobs)
    .set({ lastFinishedAt: sql`now()`, lastResult: result })
    .where(eq(scheduledJobs.name, job.name));
  if ('error' in result) throw new Error(`${job.name} failed: ${String(result.error)}`);
  return true;
}

/** Checks every `checkEveryMs` whether a daily job is due and runs it, until stopped. */
export function startDailyJobs(
  db: Database,
  options: { jobs: DailyJob[]; checkEveryMs: number; logger: Logger },
): PollLoop {
  const checkAll = async () => {
    for (const job of options.jobs) {
      try {
        if (await runIfDue(db, job)) options.logger.info({ job: job.name }, 'daily job finished');
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, 'daily job failed');
      }
    }
  };
  return startPollLoop(checkAll, options.checkEveryMs, (error) =>
    options.logger.error({ err: error }, 'daily jobs check failed'),
  );
}
