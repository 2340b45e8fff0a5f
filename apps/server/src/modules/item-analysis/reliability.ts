import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../dashboards/dashboard-sql.ts';
import { type CountedSessionsFilter, countedSessions } from './counted-sessions.ts';

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
 * Cronbach's alpha over the scored questions every counted session was presented (all of them, unless pools vary
 * the test): k / (k − 1) × (1 − Σ variance of each question's percent / variance of their sum per session).
 */
export async function reliability(db: Executor, filter: CountedSessionsFilter): Promise<Reliability> {
  const [row] = rowsOf<{ sessions: string; k: string; item_variance: number | null; total_variance: number | null }>(
    await db.execute(sql`
      with counted as (${countedSessions(filter)}),
      scored as (
        select r.assessment_session_id as sid, r.question_id, sum(r.percent) as p
        from assessment_session_question_scores r join counted c on c.id = r.assessment_session_id
        where r.parent_question_id is null and r.percent is not null and not r.archived
        group by r.assessment_session_id, r.question_id
      ),
      session_count as (select count(distinct sid) as n from scored),
      common as (
        select question_id from scored group by question_id having count(*) = (select n from session_count)
      ),
      common_scored as (select * from scored where question_id in (select question_id from common)),
      item_variances as (select var_samp(p) as v from common_scored group by question_id),
      sums as (select sum(p) as x from common_scored group by sid)
      select (select n from session_count) as sessions, (select count(*) from common) as k,
        (select sum(v) from item_variances)::float8 as item_variance,
        (select var_samp(x) from sums)::float8 as total_variance`),
  );
  const sessionCount = countOf(row?.sessions);
  const questionCount = countOf(row?.k);
  const base = { questionCount, sessionCount };
  if (sessionCount < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewSessions };
  if (questionCount < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewCommonQuestions };
  if (!row?.total_variance) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.NoTotalVariation };
  const alpha = (questionCount / (questionCount - 1)) * (1 - (row.item_variance ?? 0) / row.total_variance);
  return { ...base, alpha, undefinedReason: null };
}
