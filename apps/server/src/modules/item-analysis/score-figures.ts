import { ANALYSIS_RULES } from '@roadmark/domain/analysis/analysis-rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { type CountedSessionsFilter, isCounted } from './counted-sessions.ts';

export interface ScoreBin {
  /** The bin's lowest and highest percent, both included (the last bin ends at 100). */
  from: number;
  to: number;
  count: number;
}

export interface ScoreFigures {
  sessionCount: number;
  peopleCount: number;
  /** Mean and sample standard deviation of the sessions' total scores; null without scored sessions (or one). */
  meanScore: number | null;
  scoreStandardDeviation: number | null;
  scoreHistogram: ScoreBin[];
}

const BIN = ANALYSIS_RULES.scoreBinWidth;
const BINS = 100 / BIN;

/** The counted sessions' head figures and a histogram of their total scores in bins of ten percent. */
export async function scoreFigures(db: Executor, filter: CountedSessionsFilter): Promise<ScoreFigures> {
  const rows = rowsOf<{ bin: number | null; sessions: string; people: string; mean: number | null; sd: number | null }>(
    await db.execute(sql`
      with counted as (select total_score, user_id from assessment_sessions s where ${isCounted(filter, 's')})
      select null::int as bin, count(*) as sessions, count(distinct user_id) as people,
        avg(total_score)::float8 as mean, stddev_samp(total_score)::float8 as sd
      from counted
      union all
      select least(total_score / ${BIN}, ${BINS - 1})::int as bin, count(*), null, null, null
      from counted where total_score is not null group by 1`),
  );
  const head = rows.find((row) => row.bin === null);
  const counts = new Map(rows.filter((row) => row.bin !== null).map((row) => [Number(row.bin), countOf(row.sessions)]));
  return {
    sessionCount: countOf(head?.sessions),
    peopleCount: countOf(head?.people),
    meanScore: head?.mean ?? null,
    scoreStandardDeviation: head?.sd ?? null,
    scoreHistogram: Array.from({ length: BINS }, (_, bin) => ({
      from: bin * BIN,
      to: bin === BINS - 1 ? 100 : bin * BIN + BIN - 1,
      count: counts.get(bin) ?? 0,
    })),
  };
}
