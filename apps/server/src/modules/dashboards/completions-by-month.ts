import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import type { peopleInScope } from './dashboard-sql.ts';

export interface MonthCount {
  month: string;
  count: number;
}

/** The completions line covers this many months, the current one last. */
export const COMPLETION_MONTHS = 12;

/** 'YYYY-MM' of the last `count` months up to the month of `now` (UTC), oldest first. */
export function lastMonths(now: Date, count = COMPLETION_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

function monthCounts(months: string[], rows: { month: string; count: string | number }[]): MonthCount[] {
  const byMonth = new Map(rows.map((row) => [row.month, countOf(row.count)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/**
 * Finished sessions (assessments and training) of the people in scope per month, zeros included; `extra` is a
 * condition on the session alias `s`. Reads the people's sessions: for one subscription, team or distributor.
 */
export async function completionsByMonth(
  db: Executor,
  people: ReturnType<typeof peopleInScope>,
  extra: SQL = sql`true`,
): Promise<MonthCount[]> {
  const months = lastMonths(new Date());
  const rows = rowsOf<{ month: string; count: string | number }>(
    await db.execute(sql`
      with people as (${people})
      select to_char(date_trunc('month', s.end_date at time zone 'UTC'), 'YYYY-MM') as month, count(*) as count
      from people
      join assessment_sessions s on s.user_id = people.user_id and s.subscription_id = people.subscription_id
      where s.is_finished and s.archived = false and s.is_preview = false and ${extra}
        and s.end_date >= ${`${months[0]}-01T00:00:00Z`}::timestamptz
      group by 1`),
  );
  return monthCounts(months, rows);
}

/**
 * The same over every customer (all live subscriptions but the provider's), optionally of one assessment: the kept
 * monthly counts, less the sessions of people archived since (few), so the cost does not grow with the sessions.
 */
export async function customerCompletionsByMonth(db: Executor, assessmentId?: string): Promise<MonthCount[]> {
  const months = lastMonths(new Date());
  const since = `${months[0]}-01`;
  const ofAssessment = (column: SQL) => (assessmentId ? sql`${column} = ${assessmentId}` : sql`true`);
  const rows = rowsOf<{ month: string; count: string | number }>(
    await db.execute(sql`
      with kept as (
        select to_char(c.month, 'YYYY-MM') as month, sum(c.completed_count) as count
        from monthly_completions c
        join subscriptions sub on sub.id = c.subscription_id and sub.archived = false
        where c.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID} and c.month >= ${since}::date
          and ${ofAssessment(sql`c.assessment_id`)}
        group by 1
      ),
      gone as (
        select u.id as user_id from users u where u.archived
        union
        select p.user_id from profiles p where p.archived
      ),
      left_out as (
        select to_char(date_trunc('month', s.end_date at time zone 'UTC'), 'YYYY-MM') as month, count(*) as count
        from gone
        join assessment_sessions s on s.user_id = gone.user_id
        join subscriptions sub on sub.id = s.subscription_id and sub.archived = false
        where s.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID} and s.is_finished and s.archived = false and s.is_preview = false
          and s.end_date >= ${`${since}T00:00:00Z`}::timestamptz and ${ofAssessment(sql`s.assessment_id`)}
          and (exists (select 1 from users u where u.id = s.user_id and u.archived)
            or not exists (select 1 from profiles p where p.user_id = s.user_id
              and p.subscription_id = s.subscription_id and p.archived = false))
        group by 1
      )
      select kept.month, kept.count - coalesce(left_out.count, 0) as count
      from kept left join left_out on left_out.month = kept.month`),
  );
  return monthCounts(months, rows);
}
