import type { Placeholder } from 'drizzle-orm';
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Executor } from '../../platform/db/database.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

export type ResponseEventRow = typeof questionResponseEvents.$inferSelect;

/** A session's current responses (neither archived nor cancelled), oldest first: what scoring and the player read. */
export function currentResponseEvents(tx: Executor, sessionId: string): Promise<ResponseEventRow[]> {
  const t = questionResponseEvents;
  return tx
    .select()
    .from(t)
    .where(and(eq(t.assessmentSessionId, sessionId), eq(t.archived, false), isNull(t.cancelEventDate)))
    .orderBy(asc(t.eventDate), asc(t.createdAt));
}

/**
 * A column of a session's query: its current responses, oldest first, and any response stored under one of
 * `sentIds` (whichever session holds it), as one JSON array, so a save reads the session and them in one statement.
 * `responseEventsOf` turns it into rows.
 */
export function responsesToSaveColumn(sentIds: Placeholder): SQL<unknown> {
  const t = questionResponseEvents;
  return sql`(
    select coalesce(json_agg(e order by e.event_date, e.created_at), '[]')
    from ${t} e
    where (e.assessment_session_id = ${assessmentSessions.id} and e.archived = false
        and e.cancel_event_date is null)
      or e.id = any(${sentIds}::uuid[])
  )`;
}

/** Each column's schema name, its name in the database, and the column itself (worked out once). */
const eventColumns = Object.entries(getTableColumns(questionResponseEvents)).map(
  ([key, column]) => [key, toSnakeCase(key), column] as const,
);

/** Rows from the JSON of `responsesToSaveColumn`: each field by its schema name, dates as dates. */
export function responseEventsOf(json: unknown): ResponseEventRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[];
  return rows.map(
    (row) =>
      Object.fromEntries(
        eventColumns.map(([key, databaseName, column]) => {
          const value = row[databaseName];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as ResponseEventRow,
  );
}
