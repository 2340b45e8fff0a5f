import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { type CountedSessionsFilter, joinCounted, scoresOfAssessment } from './counted-sessions.ts';

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
      with scored as (
        select r.assessment_session_id as sid, r.question_id, sum(r.percent)::float8 as p
        from assessment_session_question_scores r ${joinCounted(filter, sql`r.assessment_session_id`)}
        where r.parent_question_id is null and r.percent is not null and not r.archived
          and ${scoresOfAssessment(filter)}
        group by r.assessment_session_id, r.question_id
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
  const sessionCount = countOf(row?.sessions);
  const questionCount = countOf(row?.k);
  const base = { questionCount, sessionCount };
  if (sessionCount < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewSessions };
  if (questionCount < 2) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.TooFewCommonQuestions };
  if (!row?.total_variance) return { ...base, alpha: null, undefinedReason: ReliabilityUndefined.NoTotalVariation };
  const alpha = (questionCount / (questionCount - 1)) * (1 - (row.item_variance ?? 0) / row.total_variance);
  return { ...base, alpha, undefinedReason: null };
}
