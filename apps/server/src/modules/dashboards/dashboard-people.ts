import { riskFilterSchema } from '@roadmark/domain/dashboards/risk-filter';
import type { RiskCategory } from '@roadmark/domain/risk';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, isoOrNull, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { nameSearch, pageWithTotal, peopleInScope, ratedPeople, riskFilterCondition } from './dashboard-sql.ts';

export interface DashboardPerson {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  subscriptionId: string;
  subscriptionName: string;
  overallScore: number | null;
  riskCategory: RiskCategory;
  assignedCount: number;
  completedCount: number;
  lastActivityDate: string | null;
}

export interface Page<T> {
  total: number;
  rows: T[];
}

export const riskFilterArgsSchema = z.object({ riskFilter: riskFilterSchema.nullish() });

interface PersonRow {
  profile_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  team_name: string | null;
  subscription_id: string;
  subscription_name: string;
  overall_score: number | null;
  risk_category: RiskCategory;
  assigned: string | number;
  completed: string | number;
  last_activity: Date | string | null;
}

/**
 * The People (Participants) tab (docs/product/dashboards.md#subscription-dashboard): the people of the subscription or
 * team with their overall score and risk, filtered by risk and name, by last then first name, one page at a time.
 */
export async function dashboardPeople({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<DashboardPerson>> {
  const scope = await resolveDashboardScope(db, actor, args);
  return peoplePage(db, scope.people, args);
}

/**
 * A page of the people matching `scope` (a condition on the profile alias `p`), with the risk filter, search and
 * window of `args`. The counts and last activity are worked out for the page's people only.
 */
export async function peoplePage(
  db: Executor,
  scope: SQL,
  args: Record<string, unknown>,
): Promise<Page<DashboardPerson>> {
  const { riskFilter } = parseInput(riskFilterArgsSchema, { riskFilter: args.riskFilter });
  const window = listWindow(args);
  const filter = riskFilterCondition(riskFilter ?? 'All');
  const pattern = window.search ? containsPattern(window.search) : null;
  const people = peopleInScope(sql`${scope} and ${nameSearch(pattern)}`);
  // Without a risk filter the page is cut by name first, so only its people are rated: the cost follows the page.
  const page = await pageWithTotal<{ profile_id: string }>(db, {
    ctes: riskFilter && riskFilter !== 'All' ? sql`people as (${people}), ${ratedPeople}` : sql`people as (${people})`,
    filtered:
      riskFilter && riskFilter !== 'All'
        ? sql`select profile_id, first_name, last_name from rated where ${filter}`
        : sql`select profile_id, first_name, last_name from people`,
    order: sql`lower(last_name), lower(first_name), profile_id`,
    key: 'profile_id',
    window,
  });
  const profileIds = page.rows.map((row) => row.profile_id);
  const rows =
    profileIds.length === 0
      ? []
      : rowsOf<PersonRow>(
          await db.execute(sql`
      with people as (${peopleInScope(
        sql`p.id in (${sql.join(
          profileIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )}),
      ${ratedPeople},
      standing as (
        select st.user_id, count(*) filter (where st.target_date is not null) as assigned,
          count(*) filter (where st.target_date is not null and st.latest_is_finished) as completed
        from person_assessment_standings st
        join people on people.user_id = st.user_id and people.subscription_id = st.subscription_id
        join subscription_assessments licence on licence.subscription_id = st.subscription_id
          and licence.assessment_id = st.assessment_id and licence.archived = false
        group by st.user_id
      )
      select rated.profile_id, rated.user_id, rated.first_name, rated.last_name, team.name as team_name,
        rated.subscription_id, organisation.company_name as subscription_name,
        rated.overall_score, rated.risk_category,
        coalesce(standing.assigned, 0) as assigned, coalesce(standing.completed, 0) as completed,
        (select max(s.last_activity_date) from person_assessment_standings s
          where s.user_id = rated.user_id) as last_activity
      from rated
      join subscriptions organisation on organisation.id = rated.subscription_id
      left join subscription_teams team on team.id = rated.subscription_team_id
      left join standing on standing.user_id = rated.user_id
      order by lower(rated.last_name), lower(rated.first_name), rated.profile_id`),
        );
  return {
    total: page.total,
    rows: rows.map((row) => ({
      profileId: row.profile_id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      teamName: row.team_name,
      subscriptionId: row.subscription_id,
      subscriptionName: row.subscription_name,
      overallScore: row.overall_score,
      riskCategory: row.risk_category,
      assignedCount: countOf(row.assigned),
      completedCount: countOf(row.completed),
      lastActivityDate: isoOrNull(row.last_activity),
    })),
  };
}
