import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { LOCATION_TYPES, RESPONSE_TIME_TYPES, typeList } from './analysed-question-types.ts';
import { WINDOW_BUILT, windowsWhere } from './analysed-windows.ts';
import { choiceContributions } from './choice-figures.ts';
import { clickBinContributions, nearMissContributions, responseWindowContributions } from './click-time-figures.ts';
import { foldedSessions, type SessionSet, sessionsWithIds } from './counted-sessions.ts';
import { heatCellContributions, locationWindowContributions } from './location-click-figures.ts';
import { questionContributions } from './question-figures.ts';
import { sessionContributions } from './reliability.ts';
import { responseTimeContributions } from './response-times.ts';

/** Held (for a transaction) by whoever folds or builds, so kept sums are written by one process at a time. */
const FOLD_LOCK_KEY = 72_616_024;

interface KeptTable {
  name: string;
  key: string[];
  /** Columns added up on a conflict; `least` ones keep the smaller value. */
  sums: string[];
  least?: string[];
}

const QUESTION_DAYS: KeptTable = {
  name: 'item_analysis_question_days',
  key: ['assessment_id', 'subscription_id', 'day', 'question_id', 'top_level'],
  sums: [
    'presented',
    'answered',
    'scored_count',
    'percent_sum',
    'percent_squares',
    'rest_count',
    'rest_sum',
    'rest_squares',
    'pair_count',
    'pair_percent_sum',
    'pair_percent_squares',
    'pair_rest_sum',
    'pair_rest_squares',
    'pair_products',
  ],
  least: ['min_position'],
};
const SESSION_DAYS: KeptTable = {
  name: 'item_analysis_session_days',
  key: ['assessment_id', 'subscription_id', 'day'],
  sums: ['scored_sessions', 'total_sum', 'total_squares'],
};
const CHOICE_DAYS: KeptTable = {
  name: 'item_analysis_choice_days',
  key: ['question_id', 'subscription_id', 'assessment_id', 'day', 'sub_question_number', 'answer_id'],
  sums: ['sessions', 'total_count', 'total_sum'],
};
const RESPONSE_TIME_DAYS: KeptTable = {
  name: 'item_analysis_response_time_days',
  key: ['question_id', 'subscription_id', 'assessment_id', 'day'],
  sums: ['responses', 'seconds_sum'],
};
const CLICK_BINS: KeptTable = {
  name: 'item_analysis_click_bins',
  key: ['question_id', 'subscription_id', 'assessment_id', 'day', 'bin'],
  sums: ['clicks'],
};
const HEAT_CELLS: KeptTable = {
  name: 'item_analysis_heat_cells',
  key: ['question_id', 'subscription_id', 'assessment_id', 'day', 'cell_column', 'cell_row'],
  sums: ['clicks'],
};
const WINDOW_DAYS: KeptTable = {
  name: 'item_analysis_window_days',
  key: ['answer_id', 'place', 'subscription_id', 'assessment_id', 'day'],
  sums: ['first_click_before', 'first_click_inside', 'first_click_after', 'no_near_click', 'clicks_inside'],
};
const NEAR_MISSES: KeptTable = {
  name: 'item_analysis_near_misses',
  key: ['answer_id', 'place', 'subscription_id', 'assessment_id', 'day', 'side', 'seconds'],
  sums: ['sessions'],
};

/**
 * Adds rows (with the table's columns, by name) to a kept table, each for its subscription and, added up, for every
 * subscription together (no subscription), in one statement: a row whose key is there already adds to it.
 */
async function addTo(tx: Executor, table: KeptTable, rows: SQL): Promise<void> {
  const least = table.least ?? [];
  const columns = [...table.key, ...table.sums, ...least];
  const name = sql.identifier(table.name);
  const list = sql.raw(columns.join(', '));
  const grouped = table.key.filter((column) => column !== 'subscription_id');
  const together = columns.map((column) => {
    if (column === 'subscription_id') return 'null::uuid';
    if (table.sums.includes(column)) return `sum(${column})`;
    if (least.includes(column)) return `min(${column})`;
    return column;
  });
  const onConflict = sql.raw(
    `on conflict (${table.key.join(', ')}) do update set ${[
      ...table.sums.map((column) => `${column} = ${table.name}.${column} + excluded.${column}`),
      ...least.map((column) => `${column} = least(${table.name}.${column}, excluded.${column})`),
    ].join(', ')}`,
  );
  await tx.execute(sql`
    with contributed as materialized (${rows}),
    per_subscription as (insert into ${name} (${list}) select ${list} from contributed ${onConflict})
    insert into ${name} (${list})
    select ${sql.raw(together.join(', '))} from contributed group by ${sql.raw(grouped.join(', '))}
    ${onConflict}`);
}

/**
 * What sessions contribute to the kept rows of the windows (answers aliased `a`) meeting the condition, of the
 * response-time and location types among `types`.
 */
async function addWindowContributions(
  tx: Executor,
  sessions: SessionSet,
  condition: SQL,
  types: ReadonlySet<string>,
): Promise<void> {
  const windowsOf = (kind: ReadonlySet<string>) =>
    windowsWhere(
      sql`${condition} and exists (select 1 from questions q where q.id = a.question_id and q.question_type in (${typeList(kind)}))`,
    );
  if ([...RESPONSE_TIME_TYPES].some((type) => types.has(type))) {
    const responseWindows = windowsOf(RESPONSE_TIME_TYPES);
    await addTo(tx, WINDOW_DAYS, responseWindowContributions(sessions, responseWindows));
    await addTo(tx, NEAR_MISSES, nearMissContributions(sessions, responseWindows));
  }
  if ([...LOCATION_TYPES].some((type) => types.has(type))) {
    await addTo(tx, WINDOW_DAYS, locationWindowContributions(sessions, windowsOf(LOCATION_TYPES)));
  }
}

const WINDOW_TYPES: ReadonlySet<string> = new Set([...RESPONSE_TIME_TYPES, ...LOCATION_TYPES]);

/** Everything a set of sessions contributes, added to the kept tables (of windows, the built ones). */
async function addContributions(tx: Executor, sessions: SessionSet): Promise<void> {
  await addTo(tx, QUESTION_DAYS, questionContributions(sessions));
  await addTo(tx, SESSION_DAYS, sessionContributions(sessions));
  await addTo(tx, CHOICE_DAYS, choiceContributions(sessions));
  await addTo(tx, RESPONSE_TIME_DAYS, responseTimeContributions(sessions));
  await addTo(tx, CLICK_BINS, clickBinContributions(sessions));
  await addTo(tx, HEAT_CELLS, heatCellContributions(sessions));
  await addWindowContributions(tx, sessions, WINDOW_BUILT, WINDOW_TYPES);
}

async function holdFoldLock(tx: Executor): Promise<boolean> {
  const [row] = rowsOf<{ held: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) as held`),
  );
  return row?.held === true;
}

/**
 * Folds the sessions waiting in `item_analysis_pending_sessions` into the kept sums, a batch per transaction (the
 * rows added and the batch removed together), until none waits. Another process folding at the time is left to it.
 * Answers how many sessions it folded.
 */
export async function foldPendingSessions(db: Database, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  let folded = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      if (!(await holdFoldLock(tx))) return 0;
      const batch = rowsOf<{ id: string }>(
        await tx.execute(sql`
          select assessment_session_id as id from item_analysis_pending_sessions
          order by assessment_session_id limit ${batchSize}`),
      ).map((row) => row.id);
      if (batch.length === 0) return 0;
      const ids = uuidList(batch);
      await addContributions(tx, sessionsWithIds(ids));
      await tx.execute(sql`delete from item_analysis_pending_sessions where assessment_session_id in (${ids})`);
      return batch.length;
    });
    if (count === 0) return folded;
    folded += count;
  }
}

/**
 * Builds the kept rows of windows at a place not built yet (new windows, and windows an author moved) over every
 * folded session, one window per transaction, dropping the window's rows at its earlier places. Answers how many
 * windows it built.
 */
export async function buildWindowSums(db: Database): Promise<number> {
  let built = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      if (!(await holdFoldLock(tx))) return false;
      const [window] = rowsOf<{ answer_id: string; place: string; question_type: string }>(
        await tx.execute(sql`
          select w.answer_id, w.place, q.question_type
          from (${windowsWhere(sql`not ${WINDOW_BUILT}`)}) w join questions q on q.id = w.question_id
          where q.question_type in (${typeList(WINDOW_TYPES)})
          order by w.answer_id limit 1`),
      );
      if (!window) return false;
      await tx.execute(sql`delete from item_analysis_window_days where answer_id = ${window.answer_id}`);
      await tx.execute(sql`delete from item_analysis_near_misses where answer_id = ${window.answer_id}`);
      await tx.execute(sql`delete from item_analysis_window_builds where answer_id = ${window.answer_id}`);
      // Only the window's own type: a statement for the other would read every folded session to find nothing.
      await addWindowContributions(
        tx,
        foldedSessions(),
        sql`a.id = ${window.answer_id}`,
        new Set([window.question_type]),
      );
      await tx.execute(
        sql`insert into item_analysis_window_builds (answer_id, place) values (${window.answer_id}, ${window.place})`,
      );
      return true;
    });
    if (!done) return built;
    built += 1;
  }
}
