import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { type CountedSessionsFilter, eventsOfAssessment, joinCounted, scoresOfAssessment } from './counted-sessions.ts';

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
  mean_response_time: number | null;
}

function undefinedReason(row: FiguresRow): DiscriminationUndefined | null {
  if (row.discrimination !== null) return null;
  if (countOf(row.presented) < 2) return DiscriminationUndefined.TooFewSessions;
  if (countOf(row.rest_answers) === 0) return DiscriminationUndefined.NoOtherQuestions;
  if (!row.score_variance) return DiscriminationUndefined.NoScoreVariation;
  return DiscriminationUndefined.NoRestVariation;
}

/** Aggregates rows of (question_id, position, answered, percent, rest) into each question's figures. */
const FIGURES = sql`
  select question_id, min(position) as position, count(*) as presented,
    count(*) filter (where answered) as answered, avg(percent::float8) as facility,
    var_samp(percent::float8) as score_variance, count(rest) as rest_answers,
    var_samp(rest) as rest_variance, corr(percent, rest) as discrimination`;

/** The percent of the rest of the session: 100 × (Σ score − score) / (Σ maxScore − maxScore); null when nothing is left. */
const REST = sql`case when m - max_score > 0 then 100 * (s - score)::float8 / (m - max_score) end`;

function timings(filter: CountedSessionsFilter, questionIds: SQL) {
  return sql`
    select e.question_id, avg(e.response_time_seconds)::float8 as mean_response_time
    from question_response_events e ${joinCounted(filter, sql`e.assessment_session_id`)}
    where ${eventsOfAssessment(filter)} and e.question_id in (${questionIds}) and not e.archived
      and e.cancel_event_date is null and e.response_time_seconds is not null
    group by e.question_id`;
}

/**
 * Facility, discrimination, presentations and response times of an assessment's top-level scored questions over its
 * counted sessions, in one statement and one pass over its kept question scores: each session's sums come from a
 * window over the session's rows, so no join of intermediate results can mislead the planner.
 */
export async function assessmentQuestionFigures(
  db: Executor,
  filter: CountedSessionsFilter,
): Promise<QuestionFigures[]> {
  const rows = rowsOf<FiguresRow>(
    await db.execute(sql`
      with figures as (
        ${FIGURES}
        from (
          select question_id, position, answered, percent, ${REST} as rest
          from (
            select r.question_id, r.position, r.answered, r.percent, r.score, r.max_score,
              sum(r.score) over per_session as s, sum(r.max_score) over per_session as m
            from assessment_session_question_scores r ${joinCounted(filter, sql`r.assessment_session_id`)}
            where not r.archived and r.parent_question_id is null and ${scoresOfAssessment(filter)}
            window per_session as (partition by r.assessment_session_id)
          ) with_sums
        ) items
        group by question_id
      )
      select f.*, t.mean_response_time
      from figures f left join (${timings(filter, sql`select question_id from figures`)}) t on t.question_id = f.question_id
      order by f.position, f.question_id`),
  );
  return rows.map(figuresOf);
}

/**
 * The same for one question (a child of a sequence too), over the counted sessions that scored it: each of its rows
 * reads its own session's sums through the session index, so the cost follows the question's sessions.
 */
export async function oneQuestionFigures(
  db: Executor,
  filter: CountedSessionsFilter,
  questionId: string,
): Promise<QuestionFigures | null> {
  const rows = rowsOf<FiguresRow>(
    await db.execute(sql`
      with figures as (
        ${FIGURES}
        from (
          select r.question_id, r.position, r.answered, r.percent,
            case when t.m - r.max_score > 0 then 100 * (t.s - r.score)::float8 / (t.m - r.max_score) end as rest
          from assessment_session_question_scores r ${joinCounted(filter, sql`r.assessment_session_id`)}
          cross join lateral (
            select sum(x.score) as s, sum(x.max_score) as m from assessment_session_question_scores x
            where x.assessment_session_id = r.assessment_session_id and x.parent_question_id is null and not x.archived
          ) t
          where r.question_id = ${questionId} and not r.archived and ${scoresOfAssessment(filter)}
        ) items
        group by question_id
      )
      select f.*, t.mean_response_time
      from figures f left join (${timings(filter, sql`${questionId}::uuid`)}) t on t.question_id = f.question_id`),
  );
  return rows[0] ? figuresOf(rows[0]) : null;
}

function figuresOf(row: FiguresRow): QuestionFigures {
  return {
    questionId: row.question_id,
    position: Number(row.position),
    presented: countOf(row.presented),
    answered: countOf(row.answered),
    facility: row.facility,
    discrimination: row.discrimination,
    discriminationUndefinedReason: undefinedReason(row),
    meanResponseTimeSeconds: row.mean_response_time,
  };
}
