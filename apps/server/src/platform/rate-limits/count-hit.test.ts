import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { countHit, deleteEndedCounters, readHits } from './count-hit.ts';
import { endedCountersJob } from './ended-counters.job.ts';
import { rateLimitCounters } from './rate-limit-counter.table.ts';

describe('countHit', () => {
  const ctx = useTestApp();

  it('counts twenty simultaneous hits as twenty, each seeing its own count', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(ctx.db, key, 60_000)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(counts.every((count) => count.msLeft > 0 && count.msLeft <= 60_000)).toBe(true);
    expect(await readHits(ctx.db, key)).toBe(20);
  });

  it('adds several hits in one statement, and starts a new window with them', async () => {
    const key = `test:${crypto.randomUUID()}`;
    expect((await countHit(ctx.db, key, 60_000, 10)).hits).toBe(10);
    expect((await countHit(ctx.db, key, 60_000, 5)).hits).toBe(15);
    await ctx.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    expect((await countHit(ctx.db, key, 60_000, 7)).hits).toBe(7);
  });

  it('starts again from one when the window has ended, and reads an ended window as none', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await countHit(ctx.db, key, 60_000);
    await countHit(ctx.db, key, 60_000);
    await ctx.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    expect(await readHits(ctx.db, key)).toBe(0);
    expect((await countHit(ctx.db, key, 60_000)).hits).toBe(1);
  });
});

describe('rate-limit-counters-sweep', () => {
  const ctx = useTestApp();

  it('removes ended counters and keeps live ones', async () => {
    const live = `test:${crypto.randomUUID()}`;
    const ended = `test:${crypto.randomUUID()}`;
    await countHit(ctx.db, live, 60_000);
    await countHit(ctx.db, ended, 60_000);
    await ctx.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, ended));
    expect(await endedCountersJob(ctx.db).run(new Date())).toEqual({ deleted: 1 });
    const keys = (await ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain(live);
    expect(keys).not.toContain(ended);
    expect(await deleteEndedCounters(ctx.db)).toBe(0);
  });
});
