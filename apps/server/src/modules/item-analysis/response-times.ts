import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type CountedSessionsFilter, keptAndWaiting, type SessionSet } from './counted-sessions.ts';

/** The current timed responses of a set of sessions, by assessment, question and day: how many and their sum. */
export function responseTimeContributions(sessions: SessionSet, questionIds: SQL | null = null): SQL {
  return sql`
    select c.assessment_id, c.subscription_id, e.question_id, c.day, count(*)::int as responses,
      sum(e.response_time_seconds::numeric) as seconds_sum
    from (${sessions}) c
    join question_response_events e on e.assessment_session_id = c.id
    where not e.archived and e.cancel_event_date is null and e.response_time_seconds is not null
      ${questionIds ? sql`and e.question_id in (${questionIds})` : sql``}
    group by c.assessment_id, c.subscription_id, e.question_id, c.day`;
}

/** Each question's mean seconds to answer (to click, in a video) over its current responses in counted sessions. */
export async function meanResponseTimes(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const ids = uuidList(questionIds);
  const rows = rowsOf<{ question_id: string; mean: number | null }>(
    await db.execute(sql`
      select question_id, (sum(seconds_sum) / nullif(sum(responses), 0))::float8 as mean
      from (${keptAndWaiting(
        filter,
        {
          table: 'item_analysis_response_time_days',
          columns: sql`k.question_id, k.responses, k.seconds_sum`,
          condition: sql`k.question_id in (${ids})`,
        },
        (sessions) => responseTimeContributions(sessions, ids),
      )}) sums
      group by question_id`),
  );
  return new Map(rows.flatMap((row) => (row.mean === null ? [] : [[row.question_id, row.mean]])));
}
