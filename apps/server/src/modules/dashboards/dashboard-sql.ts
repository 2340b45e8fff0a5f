import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';

/**
 * SQL building blocks shared by the dashboard queries, so every figure follows one rule. Each takes the scope as a
 * condition on the profile alias `p` (its subscription, and its team on a team dashboard).
 */

/** The people in view: live profiles with live accounts that match the scope condition on `p`. */
export function peopleInScope(scope: SQL): SQL {
  return sql`
    select p.id as profile_id, p.user_id, p.subscription_id, p.subscription_team_id, p.first_name, p.last_name
    from profiles p
    join users u on u.id = p.user_id and u.archived = false
    where p.archived = false and ${scope}`;
}

/**
 * Each person in view with their overall score (docs/product/risk.md#overall-risk: the mean of the latest finished
 * scores of the assessments licensed to their subscription, kept in `person_overall_scores` by the standings triggers)
 * and overall risk by the subscription's thresholds. Reads the `people` CTE; defines `rated` for the statement that
 * follows.
 */
export const ratedPeople = sql`
  rated as (
    select people.*, overall.overall_score,
      ${riskCase(sql`overall.overall_score`, sql`sub.high_risk_below`, sql`sub.medium_risk_below`)} as risk_category
    from people
    join subscriptions sub on sub.id = people.subscription_id
    left join person_overall_scores overall
      on overall.user_id = people.user_id and overall.subscription_id = people.subscription_id
  )`;

/**
 * High / Medium / Low / NotAssessed of a score against thresholds (docs/product/risk.md#thresholds), as the domain's
 * `riskCategory`.
 */
export function riskCase(score: SQL, highRiskBelow: SQL, mediumRiskBelow: SQL): SQL {
  return sql`case when ${score} is null then 'NotAssessed'
    when ${score} < ${highRiskBelow} then 'High'
    when ${score} < ${mediumRiskBelow} then 'Medium'
    else 'Low' end`;
}

/** A risk filter as a condition on a `risk_category` column; All passes everyone. */
export function riskFilterCondition(filter: string, column: SQL = sql`risk_category`): SQL {
  return filter === 'All' ? sql`true` : sql`${column} = ${filter}`;
}

/** A search over first and last name, both orders ('Ann Lee' and 'Lee Ann'), or true without a search. */
export function nameSearch(pattern: string | null): SQL {
  if (!pattern) return sql`true`;
  return sql`(p.first_name || ' ' || p.last_name ilike ${pattern} or p.last_name || ' ' || p.first_name ilike ${pattern})`;
}

/**
 * One statement for a page and its total: `ctes` (without `with`), then `filtered` (a query whose columns include
 * `key`), ordered by `order` (over those columns) and cut by the window. A page past the end has no rows but the
 * total, so both come from one evaluation of the CTEs.
 */
export async function pageWithTotal<T extends Record<string, unknown>>(
  db: Executor,
  query: { ctes: SQL; filtered: SQL; order: SQL; key: string; window: { offset: number; limit: number } },
): Promise<{ total: number; rows: T[] }> {
  const rows = rowsOf<T & { page_total: string | number }>(
    await db.execute(sql`
      with ${query.ctes}, filtered as (${query.filtered})
      select counted.page_total, page.*
      from (select count(*) as page_total from filtered) counted
      left join lateral (
        select * from filtered order by ${query.order} offset ${query.window.offset} limit ${query.window.limit}
      ) page on true
      order by ${query.order}`),
  );
  return {
    total: countOf(rows[0]?.page_total),
    rows: rows.filter((row) => row[query.key] !== null && row[query.key] !== undefined),
  };
}
