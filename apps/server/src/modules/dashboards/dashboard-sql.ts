import { type SQL, sql } from 'drizzle-orm';

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
 * DECISIONS "Scoring": each person's latest finished score for each assessment (type Assessment) licensed to their
 * subscription. Reads the `people` CTE.
 */
export const latestAssessmentScores = sql`
  select distinct on (s.user_id, s.assessment_id) s.user_id, s.assessment_id, s.total_score
  from people
  join assessment_sessions s
    on s.user_id = people.user_id and s.subscription_id = people.subscription_id
    and s.is_finished and s.archived = false
  join assessments a on a.id = s.assessment_id and a.assessment_type = 'Assessment'
  join subscription_assessments licence
    on licence.subscription_id = s.subscription_id and licence.assessment_id = s.assessment_id
    and licence.archived = false
  order by s.user_id, s.assessment_id, s.end_date desc, s.id desc`;

/**
 * Each person in view with their overall score (the mean of `latestAssessmentScores`, rounded half up as the domain's
 * `overallScore`: PostgreSQL rounds a positive numeric half away from zero) and overall risk by the subscription's
 * thresholds. Reads the `people` CTE; defines `latest` and `rated` for the statement that follows.
 */
export const ratedPeople = sql`
  latest as (${latestAssessmentScores}),
  overall as (
    select user_id, round(avg(total_score))::int as overall_score from latest group by user_id
  ),
  rated as (
    select people.*, overall.overall_score,
      ${riskCase(sql`overall.overall_score`, sql`sub.high_risk_below`, sql`sub.medium_risk_below`)} as risk_category
    from people
    join subscriptions sub on sub.id = people.subscription_id
    left join overall on overall.user_id = people.user_id
  )`;

/** High / Medium / Low / NotAssessed of a score against thresholds (spec 1 §4.5), as the domain's `riskCategory`. */
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

/**
 * Spec 3 §4.3: who must take what. A person's own live assignment, or else their team's. Reads the `people` CTE.
 */
export const effectiveAssignments = sql`
  select people.user_id, own.assessment_id, own.target_date, own.max_restarts, false as team_assignment
  from people
  join user_assessment_assignments own on own.user_id = people.user_id and own.archived = false
  union all
  select people.user_id, team.assessment_id, team.target_date, team.max_restarts, true as team_assignment
  from people
  join user_assessment_assignments team
    on team.subscription_team_id = people.subscription_team_id and team.user_id is null and team.archived = false
  where not exists (
    select 1 from user_assessment_assignments own
    where own.user_id = people.user_id and own.assessment_id = team.assessment_id and own.archived = false
  )`;

/** A search over first and last name, both orders ('Ann Lee' and 'Lee Ann'), or true without a search. */
export function nameSearch(pattern: string | null): SQL {
  if (!pattern) return sql`true`;
  return sql`(p.first_name || ' ' || p.last_name ilike ${pattern} or p.last_name || ' ' || p.first_name ilike ${pattern})`;
}

/** Rows of a raw query. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp from a raw row (node-postgres gives a Date, PGlite may give a string) as UTC ISO, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A count from a raw row (bigint counts arrive as strings). */
export function countOf(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
