import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { rateLimitCounters } from './rate-limit-counter.table.ts';

export interface HitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  msLeft: number;
}

/**
 * Counts `hits` hits (one unless told) on `key` in a fixed window of `windowMs`, atomically in one statement, so
 * every server process sees the same count and simultaneous hits are never lost.
 */
export async function countHit(db: Executor, key: string, windowMs: number, hits = 1): Promise<HitCount> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      msLeft: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000)::float8`,
    });
  return { hits: row!.hits, msLeft: Math.ceil(Number(row!.msLeft)) };
}

/** The hits on `key` in its current window (0 when it has none or its window has ended), without counting one. */
export async function readHits(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({
      hits: sql<number>`case when ${rateLimitCounters.windowEndsAt} > now() then ${rateLimitCounters.hits} else 0 end`,
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return Number(row?.hits ?? 0);
}

/** Removes counters whose window has ended; they would start from one again anyway. */
export async function deleteEndedCounters(db: Executor): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
