import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { type CountedSessionsFilter, keptAndWaiting, type SessionSet } from './counted-sessions.ts';
import { meanResponseTimes } from './response-times.ts';

/** Why a question's discrimination has no value. */
export const DiscriminationUndefined = {
  TooFewSessions: 'TOO_FEW_SESSIONS',
  NoScoreVariation: 'NO_SCORE_VARIATION',
  NoOtherQuestions: 'NO_OTHER_QUESTIONS',
  NoRestVariation: 'NO_REST_VARIATION',
} as const;
export type DiscriminationUndefined = (typeof DiscriminationUndefined)[keyof typeof DiscriminationUndefined];

export interface QuestionFigures {
  questionId: string;
  /** Its place among the assessment's scored questions as first presented, from 0. */
  position: number;
  /** Times it was presented in a counted session, and answered there. */
  presented: number;
  answered: number;
  /** Mean percent score, 0..100 (not rounded); null when nothing was scored. */
  facility: number | null;
  /** Corrected item-total correlation: its percent against the percent of the rest of the session's questions. */
  discrimination: number | null;
  discriminationUndefinedReason: DiscriminationUndefined | null;
  /** Mean seconds to answer (to click, in a video) over its current responses; null without timed responses. */
  meanResponseTimeSeconds: number | null;
}

interface FiguresRow {
  question_id: string;
  position: number;
  presented: string | number;
  answered: string | number;
  facility: number | null;
  score_variance: number | null;
  rest_answers: string | number;
  rest_variance: number | null;
  discrimination: number | null;
}

function undefinedReason(row: FiguresRow): DiscriminationUndefined | null {
  if (row.discrimination !== null) return null;
  if (countOf(row.presented) < 2) return DiscriminationUndefined.TooFewSessions;
  if (countOf(row.rest_answers) === 0) return DiscriminationUndefined.NoOtherQuestions;
  if (!row.score_variance) return DiscriminationUndefined.NoScoreVariation;
  return DiscriminationUndefined.NoRestVariation;
}

/**
 * What a set of sessions contributes to the kept question sums (`item_analysis_question_days`), by assessment, day
 * and question: each scored question's percent beside the percent of the rest of its session (100 × (Σ score − score)
 * / (Σ maxScore − maxScore) over the session's top-level questions; none when nothing is left). The session's sums are
 * read once per session.
 */
export function questionContributions(sessions: SessionSet, questionId: string | null = null): SQL {
  return sql`
    select assessment_id, subscription_id, question_id, day, top_level, count(*)::int as presented,
      (count(*) filter (where answered))::int as answered, min(position) as min_position,
      count(percent)::int as scored_count, coalesce(sum(percent), 0)::numeric as percent_sum,
      coalesce(sum(percent * percent), 0)::numeric as percent_squares,
      count(rest)::int as rest_count, coalesce(sum(rest), 0) as rest_sum, coalesce(sum(rest * rest), 0) as rest_squares,
      (count(*) filter (where pair))::int as pair_count,
      coalesce(sum(percent) filter (where pair), 0)::numeric as pair_percent_sum,
      coalesce(sum(percent * percent) filter (where pair), 0)::numeric as pair_percent_squares,
      coalesce(sum(rest) filter (where pair), 0) as pair_rest_sum,
      coalesce(sum(rest * rest) filter (where pair), 0) as pair_rest_squares,
      coalesce(sum(percent * rest) filter (where pair), 0) as pair_products
    from (
      select c.assessment_id, c.subscription_id, c.day, r.question_id, r.parent_question_id is null as top_level, r.position, r.answered,
        r.percent, x.rest, r.percent is not null and x.rest is not null as pair
      from (${sessions}) c
      cross join lateral (
        select sum(t.score) as s, sum(t.max_score) as m from assessment_session_question_scores t
        where t.assessment_session_id = c.id and t.parent_question_id is null and not t.archived
      ) totals
      join assessment_session_question_scores r on r.assessment_session_id = c.id and not r.archived
        ${questionId ? sql`and r.question_id = ${questionId}` : sql``}
      cross join lateral (
        select case when totals.m - r.max_score > 0
          then 100 * (totals.s - r.score)::numeric / (totals.m - r.max_score) end as rest
      ) x
    ) items
    group by assessment_id, subscription_id, question_id, day, top_level`;
}

/** The kept question sums and what the waiting sessions contribute, as one set of rows. */
function questionSums(filter: CountedSessionsFilter, condition: SQL, questionId: string | null): SQL {
  return keptAndWaiting(
    filter,
    {
      table: 'item_analysis_question_days',
      columns: sql`k.question_id, k.min_position, k.presented, k.answered, k.scored_count, k.percent_sum,
        k.percent_squares, k.rest_count, k.rest_sum, k.rest_squares, k.pair_count, k.pair_percent_sum,
        k.pair_percent_squares, k.pair_rest_sum, k.pair_rest_squares, k.pair_products`,
      condition: questionId ? sql`${condition} and k.question_id = ${questionId}` : condition,
    },
    (sessions) => questionContributions(sessions, questionId),
  );
}

/**
 * Each question's figures from its sums, in exact arithmetic: with n values, n·Σx² − (Σx)² is n(n − 1) times the
 * variance and is 0 exactly when every value is the same; the correlation is (nΣxy − ΣxΣy) / √(that of x · that of y).
 */
const FIGURES_FROM_SUMS = sql`
  select question_id, position, presented, answered, rest_count as rest_answers,
    (percent_sum / nullif(scored_count, 0))::float8 as facility,
    case when scored_count > 1
      then ((scored_count * percent_squares - percent_sum * percent_sum) / (scored_count * (scored_count - 1)))::float8
    end as score_variance,
    case when rest_count > 1
      then ((rest_count * rest_squares - rest_sum * rest_sum) / (rest_count * (rest_count - 1)))::float8
    end as rest_variance,
    case when pair_x > 0 and pair_y > 0 then (pair_xy / sqrt(pair_x * pair_y))::float8 end as discrimination
  from (
    select question_id, min(min_position) as position, sum(presented) as presented, sum(answered) as answered,
      sum(scored_count) as scored_count, sum(percent_sum) as percent_sum, sum(percent_squares) as percent_squares,
      sum(rest_count) as rest_count, sum(rest_sum) as rest_sum, sum(rest_squares) as rest_squares,
      sum(pair_count) * sum(pair_percent_squares) - sum(pair_percent_sum) * sum(pair_percent_sum) as pair_x,
      sum(pair_count) * sum(pair_rest_squares) - sum(pair_rest_sum) * sum(pair_rest_sum) as pair_y,
      sum(pair_count) * sum(pair_products) - sum(pair_percent_sum) * sum(pair_rest_sum) as pair_xy
    from sums group by question_id
  ) totals`;

/**
 * Facility, discrimination, presentations and response times of an assessment's top-level scored questions over its
 * counted sessions.
 */
export async function assessmentQuestionFigures(
  db: Executor,
  filter: CountedSessionsFilter,
): Promise<QuestionFigures[]> {
  const rows = rowsOf<FiguresRow>(
    await db.execute(sql`
      with sums as (${questionSums(filter, sql`k.top_level`, null)})
      ${FIGURES_FROM_SUMS}
      order by position, question_id`),
  );
  const times = await meanResponseTimes(
    db,
    filter,
    rows.map((row) => row.question_id),
  );
  return rows.map((row) => figuresOf(row, times.get(row.question_id) ?? null));
}

/** The same for one question (a child of a sequence too), over the counted sessions that scored it. */
export async function oneQuestionFigures(
  db: Executor,
  filter: CountedSessionsFilter,
  questionId: string,
): Promise<QuestionFigures | null> {
  const [row] = rowsOf<FiguresRow>(
    await db.execute(sql`
      with sums as (${questionSums(filter, sql`true`, questionId)})
      ${FIGURES_FROM_SUMS}`),
  );
  if (!row) return null;
  const times = await meanResponseTimes(db, filter, [questionId]);
  return figuresOf(row, times.get(questionId) ?? null);
}

function figuresOf(row: FiguresRow, meanResponseTime: number | null): QuestionFigures {
  return {
    questionId: row.question_id,
    position: Number(row.position),
    presented: countOf(row.presented),
    answered: countOf(row.answered),
    facility: row.facility,
    discrimination: row.discrimination,
    discriminationUndefinedReason: undefinedReason(row),
    meanResponseTimeSeconds: meanResponseTime,
  };
}
