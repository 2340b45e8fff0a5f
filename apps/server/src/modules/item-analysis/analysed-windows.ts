import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import {
  type CountedSessionsFilter,
  countedSessions,
  keptRowsOf,
  pendingSessions,
  type SessionSet,
} from './counted-sessions.ts';

/**
 * A window's place as its kept rows are keyed: a response window's start and end and a location window's corners,
 * as text (PostgreSQL writes a double exactly, in the fewest digits that read back the same). Moving a window gives it
 * a new place, whose rows are built afresh; the kept rows of a place a window has left are never read again.
 */
const PLACE_OF_ANSWER = `concat_ws(':', a.start_response_time_seconds, a.end_response_time_seconds,
  a.window_left, a.window_top, a.window_right, a.window_bottom)`;
const WINDOW_PLACE = sql.raw(PLACE_OF_ANSWER);

/** The live windows (answers aliased `a`) meeting the condition, as rows the figures of windows are worked out over. */
export function windowsWhere(condition: SQL): SQL {
  return sql`
    select a.id as answer_id, a.question_id, a.start_response_time_seconds as st, a.end_response_time_seconds as en,
      a.window_left, a.window_top, a.window_right, a.window_bottom, ${WINDOW_PLACE} as place
    from question_answers a
    where not a.archived and ${condition}`;
}

/** Whether the kept rows of a window at its place hold every folded session. */
export const WINDOW_BUILT = sql.raw(
  `exists (select 1 from item_analysis_window_builds b where b.answer_id = a.id and b.place = ${PLACE_OF_ANSWER})`,
);

/**
 * Which of the questions' windows an analysis reads from kept rows (those built at their place) and which from the
 * counted sessions' clicks.
 */
export async function windowSources(
  db: Executor,
  questionIds: readonly string[],
): Promise<{ kept: string[]; counted: string[] }> {
  const rows = rowsOf<{ answer_id: string; built: boolean }>(
    await db.execute(sql`
      select a.id as answer_id, ${WINDOW_BUILT} as built from question_answers a
      where a.question_id in (${uuidList(questionIds)}) and not a.archived`),
  );
  return {
    kept: rows.filter((row) => row.built).map((row) => row.answer_id),
    counted: rows.filter((row) => !row.built).map((row) => row.answer_id),
  };
}

/**
 * The kept rows (of `table`, aliased `k`) of the windows read from them, and the contributions of the sessions
 * those rows do not hold: the sessions not folded yet for built windows, every counted session for the others.
 */
export function windowRows(
  filter: CountedSessionsFilter,
  sources: { kept: string[]; counted: string[] },
  table: string,
  columns: SQL,
  contributions: (sessions: SessionSet, windows: SQL) => SQL,
): SQL {
  const parts: SQL[] = [];
  if (sources.kept.length > 0) {
    const windows = windowsWhere(sql`a.id in (${uuidList(sources.kept)})`);
    parts.push(sql`
      select ${columns} from ${sql.identifier(table)} k
      join (${windows}) w on w.answer_id = k.answer_id and w.place = k.place
      where ${keptRowsOf(filter)}`);
    parts.push(sql`select ${columns} from (${contributions(pendingSessions(filter), windows)}) k`);
  }
  if (sources.counted.length > 0) {
    const windows = windowsWhere(sql`a.id in (${uuidList(sources.counted)})`);
    parts.push(sql`select ${columns} from (${contributions(countedSessions(filter), windows)}) k`);
  }
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select ${columns} from ${sql.identifier(table)} k where false`;
}
