import { type SQL, sql } from 'drizzle-orm';

/** The sessions an analysis counts: finished, real (never a preview), not archived, in the period and subscription. */
export interface CountedSessionsFilter {
  /** One assessment's sessions, or (null) every assessment's. */
  assessmentId: string | null;
  /** First day counted, YYYY-MM-DD (UTC), or null for no start. */
  from: string | null;
  /** Last day counted, YYYY-MM-DD (UTC), or null for no end. */
  to: string | null;
  subscriptionId: string | null;
  /** Only the sessions that scored this question (a question's analysis), or (null) every session. */
  questionId?: string | null;
}

/**
 * The counted sessions as a query of `id, total_score, user_id` (for a `with counted as (...)`). A day is read in
 * UTC and the last day is included whole.
 */
export function countedSessions(filter: CountedSessionsFilter): SQL {
  const conditions = [
    sql`s.is_finished`,
    sql`not s.is_preview`,
    sql`not s.archived`,
    filter.assessmentId ? sql`s.assessment_id = ${filter.assessmentId}` : sql`true`,
    filter.from ? sql`s.end_date >= ${filter.from}::date` : sql`true`,
    filter.to ? sql`s.end_date < ${filter.to}::date + 1` : sql`true`,
    filter.subscriptionId ? sql`s.subscription_id = ${filter.subscriptionId}` : sql`true`,
    filter.questionId
      ? sql`s.id in (select assessment_session_id from assessment_session_question_scores
          where question_id = ${filter.questionId} and not archived)`
      : sql`true`,
  ];
  return sql`select s.id, s.total_score, s.user_id from assessment_sessions s where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Narrows response events (aliased `e`) to the analysed assessment's, so an index on (assessment, question) reads
 * only them; the join with the counted sessions does the rest.
 */
export function eventsOfAssessment(filter: CountedSessionsFilter): SQL {
  return filter.assessmentId ? sql`e.assessment_id = ${filter.assessmentId}` : sql`true`;
}
