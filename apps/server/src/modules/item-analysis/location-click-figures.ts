import { ANALYSIS_RULES, LOCATION_SPACE } from '@roadmark/domain/analysis/analysis-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { LOCATION_TYPES, typeList } from './analysed-question-types.ts';
import { windowRows, windowSources } from './analysed-windows.ts';
import { type CountedSessionsFilter, keptAndWaiting, type SessionSet } from './counted-sessions.ts';

export interface HeatCell {
  /** The cell's column and row in the grid of `ANALYSIS_RULES.heatCellSize` squares over the 1920x1080 space. */
  column: number;
  row: number;
  count: number;
}

export interface LocationWindowFigures {
  answerId: string;
  questionId: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  discriminationGroup: number;
  score: number;
  clicksInside: number;
  /** clicksInside over every click on the question, 0..1; null without clicks. */
  shareInside: number | null;
}

export interface LocationClicks {
  questionId: string;
  clickCount: number;
  cells: HeatCell[];
  windows: LocationWindowFigures[];
}

const CELL = ANALYSIS_RULES.heatCellSize;
const COLUMNS = Math.ceil(LOCATION_SPACE.width / CELL);
const ROWS = Math.ceil(LOCATION_SPACE.height / CELL);

/** The current clicks of a set of sessions on location images. */
function clicksOf(sessions: SessionSet, questionIds: SQL | null): SQL {
  return sql`
    select c.assessment_id, c.subscription_id, c.day, e.question_id, e.click_position_x as x, e.click_position_y as y
    from (${sessions}) c
    join question_response_events e on e.assessment_session_id = c.id
    join questions q on q.id = e.question_id and q.question_type in (${typeList(LOCATION_TYPES)})
    where e.click_position_x is not null and e.click_position_y is not null and not e.archived
      and e.cancel_event_date is null ${questionIds ? sql`and e.question_id in (${questionIds})` : sql``}`;
}

/** What a set of sessions contributes to the kept heat maps (`item_analysis_heat_cells`). */
export function heatCellContributions(sessions: SessionSet, questionIds: SQL | null = null): SQL {
  return sql`
    select assessment_id, subscription_id, question_id, day,
      least(greatest(floor(x / ${CELL}), 0), ${COLUMNS - 1})::int as cell_column,
      least(greatest(floor(y / ${CELL}), 0), ${ROWS - 1})::int as cell_row, count(*)::int as clicks
    from (${clicksOf(sessions, questionIds)}) clicks group by 1, 2, 3, 4, 5, 6`;
}

/** What a set of sessions contributes to the kept rows of location windows: the clicks inside each. */
export function locationWindowContributions(sessions: SessionSet, windows: SQL): SQL {
  return sql`
    with windows as (${windows})
    select w.answer_id, w.place, k.assessment_id, k.subscription_id, k.day, 0 as first_click_before, 0 as first_click_inside,
      0 as first_click_after, 0 as no_near_click, count(*)::int as clicks_inside
    from windows w
    join (${clicksOf(sessions, sql`select question_id from windows`)}) k on k.question_id = w.question_id
      and k.x between w.window_left and w.window_right and k.y between w.window_top and w.window_bottom
    group by w.answer_id, w.place, k.assessment_id, k.subscription_id, k.day`;
}

/** Where the counted sessions clicked on location images (a heat map), and how many clicks each window caught. */
export async function locationClicks(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<LocationClicks[]> {
  if (questionIds.length === 0) return [];
  const ids = uuidList(questionIds);
  const cells = rowsOf<{ question_id: string; col: number; row: number; clicks: string }>(
    await db.execute(sql`
      select question_id, cell_column as col, cell_row as row, sum(clicks) as clicks from (${keptAndWaiting(
        filter,
        {
          table: 'item_analysis_heat_cells',
          columns: sql`k.question_id, k.cell_column, k.cell_row, k.clicks`,
          condition: sql`k.question_id in (${ids})`,
        },
        (sessions) => heatCellContributions(sessions, ids),
      )}) cells group by 1, 2, 3 order by 1, 3, 2`),
  );
  const inside = windowRows(
    filter,
    await windowSources(db, questionIds),
    'item_analysis_window_days',
    sql`k.answer_id, k.clicks_inside`,
    locationWindowContributions,
  );
  const windows = rowsOf<{
    answer_id: string;
    question_id: string;
    window_left: number;
    window_top: number;
    window_right: number;
    window_bottom: number;
    discrimination_group: number;
    score: number;
    inside: string;
  }>(
    await db.execute(sql`
      with inside as (select answer_id, sum(clicks_inside) as clicks from (${inside}) rows group by answer_id)
      select a.id as answer_id, a.question_id, a.window_left, a.window_top, a.window_right, a.window_bottom,
        a.discrimination_group, a.score, coalesce(i.clicks, 0) as inside
      from question_answers a left join inside i on i.answer_id = a.id
      where a.question_id in (${ids}) and not a.archived
      order by a.question_id, a.display_order, a.id`),
  );
  return questionIds.map((questionId) => {
    const own = cells.filter((cell) => cell.question_id === questionId);
    const clickCount = own.reduce((sum, cell) => sum + countOf(cell.clicks), 0);
    return {
      questionId,
      clickCount,
      cells: own.map((cell) => ({ column: Number(cell.col), row: Number(cell.row), count: countOf(cell.clicks) })),
      windows: windows
        .filter((window) => window.question_id === questionId)
        .map((window) => ({
          answerId: window.answer_id,
          questionId,
          left: window.window_left,
          top: window.window_top,
          right: window.window_right,
          bottom: window.window_bottom,
          discriminationGroup: window.discrimination_group,
          score: window.score,
          clicksInside: countOf(window.inside),
          shareInside: clickCount > 0 ? countOf(window.inside) / clickCount : null,
        })),
    };
  });
}
