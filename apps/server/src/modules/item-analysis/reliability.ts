import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { type CountedSessionsFilter, countedSessions, keptAndWaiting, type SessionSet } from './counted-sessions.ts';
import { questionContributions } from './question-figures.ts';

export const ReliabilityUndefined = {
  TooFewSessions: 'TOO_FEW_SESSIONS',
  TooFewCommonQuestions: 'TOO_FEW_COMMON_QUESTIONS',
  NoTotalVariation: 'NO_TOTAL_VARIATION',
} as const;
export type ReliabilityUndefined = (typeof ReliabilityUndefined)[keyof typeof ReliabilityUndefined];

export interface Reliability {
  /** Cronbach's alpha (KR-20 when every question scores right or wrong); null when undefined. */
  alpha: number | null;
  /** The scored questions every counted session was presented, which alpha is computed over. */
  questionCount: number;
  sessionCount: number;
  undefinedReason: ReliabilityUndefined | null;
}

/**
 * What a set of sessions contributes to the kept session sums (`item_analysis_session_days`), by assessment and day:
 * the sessions with a scored top-level question, and the sum and sum of squares of each one's percents added up.
 */
export function sessionContributions(sessions: SessionSet): SQL {
  return sql`
    select c.assessment_id, c.subscription_id, c.day, count(*)::int as scored_sessions, sum(x.total) as total_sum,
      sum(x.total * x.total) as total_squares
    from (${sessions}) c
    join lateral (
      select sum(r.percent)::numeric as total from assessment_session_question_scores r
      where r.assessment_session_id = c.id and r.parent_question_id is null and r.percent is not null and not r.archived
    ) x on x.total is not null
    group by c.assessment_id, c.subscription_id, c.day`;
}

interface AlphaParts {
  sessions: number;
  questionCount: number;
  itemVariance: number | null;
  totalVariance: number | null;
}

function reliabilityOf({ sessions, questionCount, itemVariance, totalVariance }: AlphaParts): Reliability {
  const base = { questionCount, sessionCount: sessions };
  if (sessions < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewSessions };
  if (questionCount < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewCommonQuestions };
  if (!totalVariance) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.NoTotalVariation };
  const alpha = (questionCount / (questionCount - 1)) * (1 - (itemVariance ?? 0) / totalVariance);
  return { ...base, alpha, undefinedReason: null };
}

/**
 * From the kept sums, when every counted session was presented every scored question (a test without pools): the
 * sessions' totals are then the sums alpha needs. Null when some question was not presented to every session.
 */
async function reliabilityFromSums(db: Executor, filter: CountedSessionsFilter): Promise<AlphaParts | null> {
  const questionRows = keptAndWaiting(
    filter,
    {
      table: 'item_analysis_question_days',
      columns: sql`k.question_id, k.scored_count, k.percent_sum, k.percent_squares`,
      condition: sql`k.top_level`,
    },
    questionContributions,
  );
  const sessionRows = keptAndWaiting(
    filter,
    { table: 'item_analysis_session_days', columns: sql`k.scored_sessions, k.total_sum, k.total_squares` },
    sessionContributions,
  );
  const [row] = rowsOf<{
    sessions: string | null;
    questions: string;
    common: string;
    item_variance: number | null;
    total_variance: number | null;
  }>(
    await db.execute(sql`
      with question_sums as (
        select question_id, sum(scored_count) as n, sum(percent_sum) as x, sum(percent_squares) as xx
        from (${questionRows}) rows group by question_id having sum(scored_count) > 0
      ),
      session_sums as (
        select sum(scored_sessions) as n, sum(total_sum) as x, sum(total_squares) as xx from (${sessionRows}) rows
      )
      select s.n as sessions, (select count(*) from question_sums) as questions,
        (select count(*) from question_sums q where q.n = s.n) as common,
        case when s.n > 1 then (
          select sum((q.n * q.xx - q.x * q.x) / (q.n * (q.n - 1))) from question_sums q where q.n = s.n
        )::float8 end as item_variance,
        case when s.n > 1 then ((s.n * s.xx - s.x * s.x) / (s.n * (s.n - 1)))::float8 end as total_variance
      from session_sums s`),
  );
  if (countOf(row?.questions) !== countOf(row?.common)) return null;
  return {
    sessions: countOf(row?.sessions),
    questionCount: countOf(row?.common),
    itemVariance: row?.item_variance ?? null,
    totalVariance: row?.total_variance ?? null,
  };
}

/** Over each counted session's own scores: the questions every session was presented, and each one's total of them. */
async function reliabilityOverSessions(db: Executor, filter: CountedSessionsFilter): Promise<AlphaParts> {
  const [row] = rowsOf<{ sessions: string; k: string; item_variance: number | null; total_variance: number | null }>(
    await db.execute(sql`
      with scored as (
        select c.id as sid, r.question_id, sum(r.percent)::float8 as p
        from (${countedSessions(filter)}) c
        join assessment_session_question_scores r on r.assessment_session_id = c.id
        where r.parent_question_id is null and r.percent is not null and not r.archived
        group by c.id, r.question_id
      ),
      per_question as (
        select question_id, count(*) as seen_by, var_samp(p) as v from scored group by question_id
      ),
      common as (
        select array_agg(question_id) as ids, count(*) as k, sum(v) as item_variance from per_question
        where seen_by = (select count(distinct sid) from scored)
      )
      select (select count(distinct sid) from scored) as sessions, common.k, common.item_variance::float8,
        (select var_samp(x) from (select sum(p) as x from scored where question_id = any(common.ids) group by sid) sums
        )::float8 as total_variance
      from common`),
  );
  return {
    sessions: countOf(row?.sessions),
    questionCount: countOf(row?.k),
    itemVariance: row?.item_variance ?? null,
    totalVariance: row?.total_variance ?? null,
  };
}

/**
 * Cronbach's alpha over the scored questions every counted session was presented (all of them, unless pools vary
 * the test): k / (k − 1) × (1 − Σ variance of each question's percent / variance of their sum per session). A test
 * with pools is read from its sessions' scores, as its common questions' totals are not kept.
 */
export async function reliability(db: Executor, filter: CountedSessionsFilter): Promise<Reliability> {
  return reliabilityOf((await reliabilityFromSums(db, filter)) ?? (await reliabilityOverSessions(db, filter)));
}
