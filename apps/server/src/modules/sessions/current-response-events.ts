import type { Placeholder } from 'drizzle-orm';
import { and, asc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Executor } from '../../platform/db/database.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

export type ResponseEventRow = typeof questionResponseEvents.$inferSelect;

const t = questionResponseEvents;
/** A response as it stands: neither archived nor cancelled. */
const standing = and(eq(t.archived, false), isNull(t.cancelEventDate));
const oldestFirst = [asc(t.eventDate), asc(t.createdAt)];

/** A session's current responses, oldest first: what scoring and the player read. */
export function currentResponseEvents(tx: Executor, sessionId: string): Promise<ResponseEventRow[]> {
  return tx
    .select()
    .from(t)
    .where(and(eq(t.assessmentSessionId, sessionId), standing))
    .orderBy(...oldestFirst);
}

/**
 * What a save needs besides the session: its current responses, oldest first, and any response stored under one of
 * `sentIds` (whichever session holds it, so an id already used elsewhere is refused).
 */
export function responsesToSave(tx: Executor, sessionId: string, sentIds: readonly string[]) {
  const sent = sentIds.length > 0 ? inArray(t.id, [...sentIds]) : undefined;
  return tx
    .select()
    .from(t)
    .where(or(and(eq(t.assessmentSessionId, sessionId), standing), sent))
    .orderBy(...oldestFirst);
}

/**
 * The same as a column of the session's own query, as one JSON array (`responseEventsOf` makes rows of it), so an
 * unlocked save reads the session and its responses in one statement and one snapshot.
 */
export function responsesToSaveColumn(sentIds: Placeholder): SQL<unknown> {
  return sql`(
    select coalesce(json_agg(${t} order by ${t.eventDate}, ${t.createdAt}), '[]')
    from ${t}
    where (${t.assessmentSessionId} = ${assessmentSessions.id} and ${standing}) or ${t.id} = any(${sentIds}::uuid[])
  )`;
}

/** Each column's schema name, its name in the database (the schema's in snake case), and the column itself. */
export const responseEventColumns = Object.entries(getTableColumns(t)).map(
  ([key, column]) => [key as keyof ResponseEventRow, toSnakeCase(key), column] as const,
);

/** Rows from the JSON of `responsesToSaveColumn`: each field by its schema name, dates as dates. */
export function responseEventsOf(json: unknown): ResponseEventRow[] {
  return (json as Record<string, unknown>[]).map(
    (row) =>
      Object.fromEntries(
        responseEventColumns.map(([key, databaseName, column]) => {
          const value = row[databaseName];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as ResponseEventRow,
  );
}
