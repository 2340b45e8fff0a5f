import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { claimDueRun, type DailyJob, nextRunAfter, runIfDue } from './daily-job.ts';
import { scheduledJobs } from './scheduled-job.table.ts';

describe('daily jobs', () => {
  const ctx = useTestApp();
  const job = (name: string, run: DailyJob['run'] = async () => ({ done: true })): DailyJob => ({
    name,
    hourUtc: 7,
    run,
  });
  const stored = async (name: string) =>
    (await ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

  it('runs at the hour each day: later the same day once it has passed, else the next day', () => {
    expect(nextRunAfter(new Date('2027-03-10T06:59:00Z'), 7)).toEqual(new Date('2027-03-10T07:00:00Z'));
    expect(nextRunAfter(new Date('2027-03-10T07:00:00Z'), 7)).toEqual(new Date('2027-03-11T07:00:00Z'));
    expect(nextRunAfter(new Date('2027-03-10T23:30:00Z'), 7)).toEqual(new Date('2027-03-11T07:00:00Z'));
  });

  it('runs once a day however many processes check at once, and records what the run did', async () => {
    let runs = 0;
    const reminders = job('daily-test', async () => ({ sent: ++runs }));
    const morning = new Date('2027-03-10T07:00:30Z');
    const claims = await Promise.all([1, 2, 3].map(() => runIfDue(ctx.db, reminders, morning)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await stored('daily-test')).toMatchObject({
      nextRunAt: new Date('2027-03-11T07:00:00Z'),
      lastStartedAt: morning,
      lastResult: { sent: 1 },
    });
    expect(await runIfDue(ctx.db, reminders, new Date('2027-03-10T23:00:00Z'))).toBe(false);
    expect(await runIfDue(ctx.db, reminders, new Date('2027-03-11T07:00:01Z'))).toBe(true);
    expect(runs).toBe(2);
  });

  it('a job first seen after its hour runs that day; before it, at the hour', async () => {
    expect(await claimDueRun(ctx.db, job('late-start'), new Date('2027-03-10T15:00:00Z'))).toBe(true);
    expect(await claimDueRun(ctx.db, job('early-start'), new Date('2027-03-10T05:00:00Z'))).toBe(false);
    expect((await stored('early-start')).nextRunAt).toEqual(new Date('2027-03-10T07:00:00Z'));
  });

  it('records a failed run and tries again the next day', async () => {
    const failing = job('failing', async () => {
      throw new Error('SMTP is down');
    });
    await expect(runIfDue(ctx.db, failing, new Date('2027-03-10T08:00:00Z'))).rejects.toThrow('SMTP is down');
    expect(await stored('failing')).toMatchObject({
      lastResult: { error: 'SMTP is down' },
      nextRunAt: new Date('2027-03-11T07:00:00Z'),
    });
  });
});
