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
}

/**
 * Whether the session aliased `alias` counts. Queries join `assessment_sessions` under that alias rather than a
 * common table expression of the counted sessions: the planner then knows the table's statistics and indexes, where
 * a CTE estimated at one row drew it into nested loops over thousands. A day is read in UTC, the last one whole.
 */
export function isCounted(filter: CountedSessionsFilter, alias: string): SQL {
  const s = sql.raw(alias);
  const conditions = [
    sql`${s}.is_finished`,
    sql`not ${s}.is_preview`,
    sql`not ${s}.archived`,
    filter.assessmentId ? sql`${s}.assessment_id = ${filter.assessmentId}` : undefined,
    filter.from ? sql`${s}.end_date >= ${filter.from}::date` : undefined,
    filter.to ? sql`${s}.end_date < ${filter.to}::date + 1` : undefined,
    filter.subscriptionId ? sql`${s}.subscription_id = ${filter.subscriptionId}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

/** Joins the counted sessions, as `c`, to rows whose session id is `column`. */
export function joinCounted(filter: CountedSessionsFilter, column: SQL): SQL {
  return sql`join assessment_sessions c on c.id = ${column} and ${isCounted(filter, 'c')}`;
}

/**
 * Narrows response events (aliased `e`) to the analysed assessment's, so an index on (assessment, question) reads
 * only them; the join with the counted sessions does the rest.
 */
export function eventsOfAssessment(filter: CountedSessionsFilter): SQL {
  return filter.assessmentId ? sql`e.assessment_id = ${filter.assessmentId}` : sql`true`;
}

/** The same for kept question scores (aliased `r`): an index on (assessment, question) reads only the assessment's. */
export function scoresOfAssessment(filter: CountedSessionsFilter): SQL {
  return filter.assessmentId ? sql`r.assessment_id = ${filter.assessmentId}` : sql`true`;
}
