import { ANALYSIS_RULES } from '@roadmark/domain/analysis/analysis-rules';
import type { WindowNearMisses } from '@roadmark/domain/analysis/item-flags';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { RESPONSE_TIME_TYPES, typeList } from './analysed-question-types.ts';
import { windowRows, windowSources } from './analysed-windows.ts';
import { type CountedSessionsFilter, keptAndWaiting, type SessionSet } from './counted-sessions.ts';

export interface ClickTimeBin {
  /** The bin's start in seconds of video; it is `ANALYSIS_RULES.clickBinSeconds` wide. */
  startSeconds: number;
  count: number;
}

/**
 * One response window and how the counted sessions clicked around it. A session's first click from the near-miss
 * margin before the window onward is before, inside or after it (or there is none); a session that never clicked
 * inside but clicked within the margin outside nearly missed it, on the side of its nearest such click.
 */
export interface ResponseWindowFigures extends WindowNearMisses {
  questionId: string;
  score: number;
  firstClickBefore: number;
  firstClickInside: number;
  firstClickAfter: number;
  /** Sessions that clicked this question but never near this window. */
  noNearClick: number;
  /** Median time of the near misses' nearest clicks, either side; null without near misses. */
  medianNearMissSeconds: number | null;
}

export interface ClickTimes {
  questionId: string;
  clickCount: number;
  bins: ClickTimeBin[];
}

const NEAR = ANALYSIS_RULES.nearMissSeconds;
const BIN = ANALYSIS_RULES.clickBinSeconds;
/** Clicks later than this many bins (ten minutes of video) fall in the last one. */
const MAX_BINS = 2400;

/** The current clicks (timed responses) of a set of sessions on response-time videos. */
function clicksOf(sessions: SessionSet, questionIds: SQL | null): SQL {
  return sql`
    select c.assessment_id, c.subscription_id, c.day, c.id as sid, e.question_id, e.response_time_seconds as t
    from (${sessions}) c
    join question_response_events e on e.assessment_session_id = c.id
    join questions q on q.id = e.question_id and q.question_type in (${typeList(RESPONSE_TIME_TYPES)})
    where e.response_time_seconds is not null and not e.archived and e.cancel_event_date is null
      ${questionIds ? sql`and e.question_id in (${questionIds})` : sql``}`;
}

/** What a set of sessions contributes to the kept click bins (`item_analysis_click_bins`). */
export function clickBinContributions(sessions: SessionSet, questionIds: SQL | null = null): SQL {
  return sql`
    select assessment_id, subscription_id, question_id, day,
      least(floor(greatest(t, 0) / ${BIN}), ${MAX_BINS - 1})::int as bin, count(*)::int as clicks
    from (${clicksOf(sessions, questionIds)}) clicks group by 1, 2, 3, 4, 5`;
}

/** Histograms of click times, by question, in bins of a quarter second from the start of the video. */
export async function clickTimes(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<ClickTimes[]> {
  if (questionIds.length === 0) return [];
  const ids = uuidList(questionIds);
  const rows = rowsOf<{ question_id: string; bin: number; clicks: string }>(
    await db.execute(sql`
      select question_id, bin, sum(clicks) as clicks from (${keptAndWaiting(
        filter,
        {
          table: 'item_analysis_click_bins',
          columns: sql`k.question_id, k.bin, k.clicks`,
          condition: sql`k.question_id in (${ids})`,
        },
        (sessions) => clickBinContributions(sessions, ids),
      )}) bins group by question_id, bin`),
  );
  return questionIds.map((questionId) => {
    const own = rows.filter((row) => row.question_id === questionId);
    const last = own.reduce((max, row) => Math.max(max, Number(row.bin)), -1);
    const counts = new Map(own.map((row) => [Number(row.bin), countOf(row.clicks)]));
    return {
      questionId,
      clickCount: own.reduce((sum, row) => sum + countOf(row.clicks), 0),
      bins: Array.from({ length: last + 1 }, (_, bin) => ({ startSeconds: bin * BIN, count: counts.get(bin) ?? 0 })),
    };
  });
}

/**
 * How each session that clicked a video clicked around each of its windows (rows from `windowsWhere`): whether it hit
 * the window, its first click from the near-miss margin before the window onward, and its nearest clicks within the
 * margin on either side; then the side it nearly missed on (none when it hit, or clicked nowhere near).
 */
function sidedClicks(sessions: SessionSet, windows: SQL): SQL {
  return sql`
    with windows as (${windows}),
    clicks as (${clicksOf(sessions, sql`select question_id from windows`)}),
    per_session as (
      select w.answer_id, w.place, w.st, w.en, cl.assessment_id, cl.subscription_id, cl.day, cl.sid,
        bool_or(cl.t between w.st and w.en) as hit,
        min(cl.t) filter (where cl.t >= w.st - ${NEAR}) as first_near,
        max(cl.t) filter (where cl.t < w.st and cl.t >= w.st - ${NEAR}) as last_before,
        min(cl.t) filter (where cl.t > w.en and cl.t <= w.en + ${NEAR}) as first_after
      from windows w join clicks cl on cl.question_id = w.question_id
      group by w.answer_id, w.place, w.st, w.en, cl.assessment_id, cl.subscription_id, cl.day, cl.sid
    ),
    sided as (
      select *,
        case when hit then null
          when last_before is not null and (first_after is null or st - last_before <= first_after - en) then 'before'
          when first_after is not null then 'after' end as side
      from per_session
    )`;
}

/** What a set of sessions contributes to the kept rows of response windows (`item_analysis_window_days`). */
export function responseWindowContributions(sessions: SessionSet, windows: SQL): SQL {
  return sql`
    ${sidedClicks(sessions, windows)}
    select answer_id, place, assessment_id, subscription_id, day,
      (count(*) filter (where first_near < st))::int as first_click_before,
      (count(*) filter (where first_near between st and en))::int as first_click_inside,
      (count(*) filter (where first_near > en))::int as first_click_after,
      (count(*) filter (where first_near is null))::int as no_near_click, 0 as clicks_inside
    from sided group by answer_id, place, assessment_id, subscription_id, day`;
}

/** The same for the kept near misses (`item_analysis_near_misses`): sessions by side and nearest click. */
export function nearMissContributions(sessions: SessionSet, windows: SQL): SQL {
  return sql`
    ${sidedClicks(sessions, windows)}
    select answer_id, place, assessment_id, subscription_id, day, side,
      case side when 'before' then last_before else first_after end as seconds, count(*)::int as sessions
    from sided where side is not null group by 1, 2, 3, 4, 5, 6, 7`;
}

/** Click times are stored single-precision (4.4 reads 4.4000001): a millisecond is as fine as a video click gets. */
function toMilliseconds(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds * 1000) / 1000;
}

interface WindowRow {
  answer_id: string;
  question_id: string;
  st: number;
  en: number;
  score: number;
  first_before: string;
  first_inside: string;
  first_after: string;
  no_near: string;
  before: string;
  after: string;
  median_before: number | null;
  median_after: number | null;
  median_near: number | null;
}

/** Each live response window of the questions with how the counted sessions' clicks fell around it. */
export async function responseWindowFigures(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<ResponseWindowFigures[]> {
  if (questionIds.length === 0) return [];
  const ids = uuidList(questionIds);
  const sources = await windowSources(db, questionIds);
  const days = windowRows(
    filter,
    sources,
    'item_analysis_window_days',
    sql`k.answer_id, k.first_click_before, k.first_click_inside, k.first_click_after, k.no_near_click`,
    responseWindowContributions,
  );
  const misses = windowRows(
    filter,
    sources,
    'item_analysis_near_misses',
    sql`k.answer_id, k.side, k.seconds, k.sessions`,
    nearMissContributions,
  );
  const rows = rowsOf<WindowRow>(
    await db.execute(sql`
      with day_sums as (
        select answer_id, sum(first_click_before) as first_before, sum(first_click_inside) as first_inside,
          sum(first_click_after) as first_after, sum(no_near_click) as no_near
        from (${days}) rows group by answer_id
      ),
      -- Each near miss once per session it stands for; the medians per side and over both sides together.
      medians as (
        select answer_id, coalesce(side, 'near') as side, count(*) as total,
          percentile_cont(0.5) within group (order by seconds) as median
        from (${misses}) rows cross join lateral generate_series(1, rows.sessions)
        group by grouping sets ((answer_id, side), (answer_id))
      )
      select a.id as answer_id, a.question_id, a.start_response_time_seconds as st, a.end_response_time_seconds as en,
        a.score, coalesce(d.first_before, 0) as first_before, coalesce(d.first_inside, 0) as first_inside,
        coalesce(d.first_after, 0) as first_after, coalesce(d.no_near, 0) as no_near,
        coalesce(mb.total, 0) as before, coalesce(ma.total, 0) as after,
        mb.median as median_before, ma.median as median_after, mn.median as median_near
      from question_answers a
      left join day_sums d on d.answer_id = a.id
      left join medians mb on mb.answer_id = a.id and mb.side = 'before'
      left join medians ma on ma.answer_id = a.id and ma.side = 'after'
      left join medians mn on mn.answer_id = a.id and mn.side = 'near'
      where a.question_id in (${ids}) and not a.archived
      order by a.question_id, a.start_response_time_seconds, a.display_order, a.id`),
  );
  return rows.map((row) => ({
    answerId: row.answer_id,
    questionId: row.question_id,
    startSeconds: row.st,
    endSeconds: row.en,
    score: row.score,
    firstClickBefore: countOf(row.first_before),
    firstClickInside: countOf(row.first_inside),
    firstClickAfter: countOf(row.first_after),
    noNearClick: countOf(row.no_near),
    before: countOf(row.before),
    after: countOf(row.after),
    medianBeforeSeconds: toMilliseconds(row.median_before),
    medianAfterSeconds: toMilliseconds(row.median_after),
    medianNearMissSeconds: toMilliseconds(row.median_near),
  }));
}
