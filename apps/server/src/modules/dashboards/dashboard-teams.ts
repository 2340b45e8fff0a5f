import { type RiskCategory, riskCategory } from '@roadmark/domain/risk';
import { Role } from '@roadmark/domain/roles';
import { type SQL, sql } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import type { Page } from './dashboard-people.ts';
import { peopleInScope, ratedPeople } from './dashboard-sql.ts';
import {
  type DistributionCounts,
  distributionColumns,
  distributionOf,
  type RiskDistribution,
} from './risk-distribution.ts';

export interface DashboardTeam {
  subscriptionTeamId: string;
  name: string;
  subscriptionId: string;
  subscriptionName: string;
  peopleCount: number;
  averageScore: number | null;
  riskCategory: RiskCategory;
  riskDistribution: RiskDistribution;
}

/**
 * The teams the actor may open: all of the subscription with the manager-management role; otherwise (a driver
 * manager) only the team they belong to.
 */
function visibleTeams(actor: Actor) {
  if (actorHasRole(actor, Role.SubscriptionAdministration)) return sql`true`;
  return sql`t.id = (select own.subscription_team_id from profiles own
    where own.user_id = ${actor.userId} and own.archived = false limit 1)`;
}

/**
 * The Teams tab (docs/product/dashboards.md#subscription-dashboard): each team's people, average overall score and risk
 * spread, by name, a page at a time.
 */
export async function dashboardTeams({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<DashboardTeam>> {
  const scope = await resolveDashboardScope(db, actor, { subscriptionId: args.subscriptionId });
  return teamsPage(db, sql`t.subscription_id = ${scope.subscription.id} and ${visibleTeams(actor)}`, args);
}

/** A page of the live teams matching `condition` (on the team alias `t`), with the search and window of `args`. */
export async function teamsPage(
  db: Executor,
  condition: SQL,
  args: Record<string, unknown>,
): Promise<Page<DashboardTeam>> {
  const window = listWindow(args);
  const teams = sql`
    select t.id, t.name, t.subscription_id from subscription_teams t
    join subscriptions organisation on organisation.id = t.subscription_id and organisation.archived = false
    where t.archived = false and ${condition}
      and ${window.search ? sql`t.name ilike ${containsPattern(window.search)}` : sql`true`}`;
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select count(*) as total from (${teams}) teams`),
  );
  const rows = rowsOf<
    {
      id: string;
      name: string;
      subscription_id: string;
      subscription_name: string;
      high_risk_below: number;
      medium_risk_below: number;
      people: string | number;
      average_score: number | null;
    } & DistributionCounts
  >(
    await db.execute(sql`
      with page as (${teams} order by lower(t.name), t.id offset ${window.offset} limit ${window.limit}),
      people as (${peopleInScope(sql`p.subscription_team_id in (select id from page)`)}),
      ${ratedPeople}
      select page.id, page.name, page.subscription_id, organisation.company_name as subscription_name,
        organisation.high_risk_below, organisation.medium_risk_below,
        count(rated.user_id) as people, round(avg(rated.overall_score))::int as average_score, ${distributionColumns}
      from page
      join subscriptions organisation on organisation.id = page.subscription_id
      left join rated on rated.subscription_team_id = page.id
      group by page.id, page.name, page.subscription_id, organisation.company_name,
        organisation.high_risk_below, organisation.medium_risk_below
      order by lower(page.name), page.id`),
  );
  return {
    total: countOf(counted?.total),
    rows: rows.map((row) => ({
      subscriptionTeamId: row.id,
      name: row.name,
      subscriptionId: row.subscription_id,
      subscriptionName: row.subscription_name,
      peopleCount: countOf(row.people),
      averageScore: row.average_score,
      riskCategory: riskCategory(row.average_score, {
        highRiskBelow: row.high_risk_below,
        mediumRiskBelow: row.medium_risk_below,
      }),
      riskDistribution: distributionOf(row),
    })),
  };
}
