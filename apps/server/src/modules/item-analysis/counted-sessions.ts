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
    filter.from ? sql`${s}.end_date >= ${filter.from}::timestamp at time zone 'UTC'` : undefined,
    filter.to ? sql`${s}.end_date < (${filter.to}::date + 1)::timestamp at time zone 'UTC'` : undefined,
    filter.subscriptionId ? sql`${s}.subscription_id = ${filter.subscriptionId}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

/** The day (UTC) a session finished on: the day its figures are kept under. */
const FINISH_DAY = sql.raw(`(c.end_date at time zone 'UTC')::date`);

/**
 * A set of sessions as rows of (id, assessment_id, subscription_id, day, total_score), which the sums of item
 * analysis are worked out over: the counted sessions of a filter, the ones of them not yet folded into the kept sums,
 * the ones folded, or a batch to fold.
 */
export type SessionSet = SQL;

const SESSION_COLUMNS = sql`c.id, c.assessment_id, c.subscription_id, ${FINISH_DAY} as day, c.total_score`;

/** A batch of sessions by id, as a set. */
export function sessionsWithIds(ids: SQL): SessionSet {
  return sql`select ${SESSION_COLUMNS} from assessment_sessions c where c.id in (${ids})`;
}

export function countedSessions(filter: CountedSessionsFilter): SessionSet {
  return sql`select ${SESSION_COLUMNS} from assessment_sessions c where ${isCounted(filter, 'c')}`;
}

/** Every session folded into the kept sums: queued once (its question scores are kept) and no longer waiting. */
export function foldedSessions(): SessionSet {
  const everyCounted = { assessmentId: null, from: null, to: null, subscriptionId: null };
  return sql`
    select ${SESSION_COLUMNS} from assessment_sessions c
    where ${isCounted(everyCounted, 'c')}
      and exists (select 1 from assessment_session_question_scores r where r.assessment_session_id = c.id)
      and not exists (select 1 from item_analysis_pending_sessions p where p.assessment_session_id = c.id)`;
}

export function pendingSessions(filter: CountedSessionsFilter): SessionSet {
  return sql`
    select ${SESSION_COLUMNS} from item_analysis_pending_sessions p
    join assessment_sessions c on c.id = p.assessment_session_id and ${isCounted(filter, 'c')}
    ${filter.assessmentId ? sql`where p.assessment_id = ${filter.assessmentId}` : sql``}`;
}

/** The kept rows (aliased `k`) of the filter's assessment, subscription (none: every one together) and days. */
export function keptRowsOf(filter: CountedSessionsFilter): SQL {
  const conditions = [
    filter.subscriptionId ? sql`k.subscription_id = ${filter.subscriptionId}` : sql`k.subscription_id is null`,
    filter.assessmentId ? sql`k.assessment_id = ${filter.assessmentId}` : undefined,
    filter.from ? sql`k.day >= ${filter.from}::date` : undefined,
    filter.to ? sql`k.day <= ${filter.to}::date` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

/**
 * Where an analysis reads its sums: the kept rows of `table` for its days (of its subscription, or of every
 * subscription together) and what its counted sessions not yet folded into them contribute, as one set of rows of
 * `columns` (both aliased `k`), narrowed by `condition`. One statement reads both in one snapshot, so a session the
 * fold moves meanwhile is counted once.
 */
export function keptAndWaiting(
  filter: CountedSessionsFilter,
  kept: { table: string; columns: SQL; condition?: SQL },
  contributions: (sessions: SessionSet) => SQL,
): SQL {
  const condition = kept.condition ?? sql`true`;
  return sql`
    select ${kept.columns} from ${sql.identifier(kept.table)} k where ${keptRowsOf(filter)} and ${condition}
    union all
    select ${kept.columns} from (${contributions(pendingSessions(filter))}) k where ${condition}`;
}
