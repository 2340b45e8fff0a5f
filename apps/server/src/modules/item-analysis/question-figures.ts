import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../dashboards/dashboard-sql.ts';
import { type CountedSessionsFilter, countedSessions, eventsOfAssessment } from './counted-sessions.ts';

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

/**
 * Facility, discrimination, presentations and response times of the questions `which` picks among the kept
 * per-question scores of the counted sessions, in one statement. A session's rest is its top-level questions
 * without this one: 100 × (Σ score − score) / (Σ maxScore − maxScore).
 */
export async function questionFigures(
  db: Executor,
  filter: CountedSessionsFilter,
  which: SQL,
): Promise<QuestionFigures[]> {
  const rows = rowsOf<FiguresRow>(
    await db.execute(sql`
      with counted as (${countedSessions(filter)}),
      totals as (
        select r.assessment_session_id, sum(r.score) as s, sum(r.max_score) as m
        from assessment_session_question_scores r join counted c on c.id = r.assessment_session_id
        where r.parent_question_id is null and not r.archived
        group by r.assessment_session_id
      ),
      items as (
        select r.question_id, r.position, r.answered, r.percent,
          case when t.m - r.max_score > 0 then 100.0 * (t.s - r.score) / (t.m - r.max_score) end as rest
        from assessment_session_question_scores r join totals t on t.assessment_session_id = r.assessment_session_id
        where not r.archived and ${which}
      ),
      figures as (
        select question_id, min(position) as position, count(*) as presented,
          count(*) filter (where answered) as answered, avg(percent)::float8 as facility,
          var_samp(percent)::float8 as score_variance, count(rest) as rest_answers,
          var_samp(rest)::float8 as rest_variance, corr(percent, rest)::float8 as discrimination
        from items group by question_id
      ),
      timings as (
        select e.question_id, avg(e.response_time_seconds)::float8 as mean_response_time
        from question_response_events e join counted c on c.id = e.assessment_session_id
        where ${eventsOfAssessment(filter)} and e.question_id in (select question_id from figures) and not e.archived
          and e.cancel_event_date is null and e.response_time_seconds is not null
        group by e.question_id
      )
      select f.*, t.mean_response_time from figures f left join timings t on t.question_id = f.question_id
      order by f.position, f.question_id`),
  );
  return rows.map((row) => ({
    questionId: row.question_id,
    position: Number(row.position),
    presented: countOf(row.presented),
    answered: countOf(row.answered),
    facility: row.facility,
    discrimination: row.discrimination,
    discriminationUndefinedReason: undefinedReason(row),
    meanResponseTimeSeconds: row.mean_response_time,
  }));
}
