import { ANALYSIS_RULES } from '@roadmark/domain/analysis/analysis-rules';
import type { WindowNearMisses } from '@roadmark/domain/analysis/item-flags';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type CountedSessionsFilter, eventsOfAssessment, joinCounted } from './counted-sessions.ts';

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

function clicksOf(filter: CountedSessionsFilter, ids: ReturnType<typeof uuidList>) {
  return sql`
    select e.assessment_session_id as sid, e.question_id, e.response_time_seconds as t
    from question_response_events e ${joinCounted(filter, sql`e.assessment_session_id`)}
    where ${eventsOfAssessment(filter)} and e.question_id in (${ids}) and e.response_time_seconds is not null and not e.archived
      and e.cancel_event_date is null`;
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
      with clicks as (${clicksOf(filter, ids)})
      select question_id, least(floor(greatest(t, 0) / ${BIN}), ${MAX_BINS - 1})::int as bin, count(*) as clicks
      from clicks group by 1, 2`),
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
  const rows = rowsOf<WindowRow>(
    await db.execute(sql`
      with clicks as (${clicksOf(filter, ids)}),
      windows as (
        select id, question_id, start_response_time_seconds as st, end_response_time_seconds as en, score, display_order
        from question_answers where question_id in (${ids}) and not archived
      ),
      per_session as (
        select w.id, cl.sid,
          bool_or(cl.t between w.st and w.en) as hit,
          min(cl.t) filter (where cl.t >= w.st - ${NEAR}) as first_near,
          max(cl.t) filter (where cl.t < w.st and cl.t >= w.st - ${NEAR}) as last_before,
          min(cl.t) filter (where cl.t > w.en and cl.t <= w.en + ${NEAR}) as first_after
        from windows w join clicks cl on cl.question_id = w.question_id
        group by w.id, cl.sid
      ),
      sided as (
        select p.*, w.st, w.en,
          case when p.hit then null
            when p.last_before is not null and (p.first_after is null or w.st - p.last_before <= p.first_after - w.en)
              then 'before'
            when p.first_after is not null then 'after' end as side
        from per_session p join windows w on w.id = p.id
      ),
      near as (select *, case side when 'before' then last_before else first_after end as nearest from sided)
      select w.id as answer_id, w.question_id, w.st, w.en, w.score,
        count(n.sid) filter (where n.first_near < w.st) as first_before,
        count(n.sid) filter (where n.first_near between w.st and w.en) as first_inside,
        count(n.sid) filter (where n.first_near > w.en) as first_after,
        count(n.sid) filter (where n.first_near is null) as no_near,
        count(n.sid) filter (where n.side = 'before') as before,
        count(n.sid) filter (where n.side = 'after') as after,
        (percentile_cont(0.5) within group (order by n.nearest) filter (where n.side = 'before'))::float8 as median_before,
        (percentile_cont(0.5) within group (order by n.nearest) filter (where n.side = 'after'))::float8 as median_after,
        (percentile_cont(0.5) within group (order by n.nearest) filter (where n.side is not null))::float8 as median_near
      from windows w left join near n on n.id = w.id
      group by w.id, w.question_id, w.st, w.en, w.score, w.display_order
      order by w.question_id, w.st, w.display_order, w.id`),
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
