import { ANALYSIS_RULES, LOCATION_SPACE } from '@roadmark/domain/analysis/analysis-rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type CountedSessionsFilter, eventsOfAssessment, joinCounted } from './counted-sessions.ts';

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

/** Where the counted sessions clicked on location images (a heat map), and how many clicks each window caught. */
export async function locationClicks(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<LocationClicks[]> {
  if (questionIds.length === 0) return [];
  const ids = uuidList(questionIds);
  const clicks = sql`
    select e.question_id, e.click_position_x as x, e.click_position_y as y
    from question_response_events e ${joinCounted(filter, sql`e.assessment_session_id`)}
    where ${eventsOfAssessment(filter)} and e.question_id in (${ids}) and e.click_position_x is not null and e.click_position_y is not null
      and not e.archived and e.cancel_event_date is null`;
  const cells = rowsOf<{ question_id: string; col: number; row: number; clicks: string }>(
    await db.execute(sql`
      select question_id,
        least(greatest(floor(x / ${CELL}), 0), ${COLUMNS - 1})::int as col,
        least(greatest(floor(y / ${CELL}), 0), ${ROWS - 1})::int as row, count(*) as clicks
      from (${clicks}) k group by 1, 2, 3 order by 1, 3, 2`),
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
      with k as (${clicks})
      select a.id as answer_id, a.question_id, a.window_left, a.window_top, a.window_right, a.window_bottom,
        a.discrimination_group, a.score, count(k.question_id) as inside
      from question_answers a
      left join k on k.question_id = a.question_id and k.x between a.window_left and a.window_right
        and k.y between a.window_top and a.window_bottom
      where a.question_id in (${ids}) and not a.archived
      group by a.id
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
