import { type RiskCategory, riskCategory } from '@roadmark/domain/risk';
import { Role } from '@roadmark/domain/roles';
import { sql } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { Page } from './dashboard-people.ts';
import { resolveDashboardScope } from './dashboard-scope.ts';
import { countOf, peopleInScope, ratedPeople, rowsOf } from './dashboard-sql.ts';
import { distributionColumns, distributionOf, type RiskDistribution } from './subscription-dashboard.ts';

export interface DashboardTeam {
  subscriptionTeamId: string;
  name: string;
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

/** Spec 3 §2.5 Teams tab: each team's people, average overall score and risk spread, by name, a page at a time. */
export async function dashboardTeams(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<DashboardTeam>> {
  const scope = await resolveDashboardScope(db, actor, { subscriptionId: args.subscriptionId });
  const window = listWindow(args);
  const teams = sql`
    select t.id, t.name from subscription_teams t
    where t.subscription_id = ${scope.subscription.id} and t.archived = false and ${visibleTeams(actor)}
      and ${window.search ? sql`t.name ilike ${containsPattern(window.search)}` : sql`true`}`;
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select count(*) as total from (${teams}) teams`),
  );
  const rows = rowsOf<{
    id: string;
    name: string;
    people: string | number;
    average_score: number | null;
    high: string | number;
    medium: string | number;
    low: string | number;
    not_assessed: string | number;
  }>(
    await db.execute(sql`
      with page as (${teams} order by lower(t.name), t.id offset ${window.offset} limit ${window.limit}),
      people as (${peopleInScope(sql`${scope.people} and p.subscription_team_id in (select id from page)`)}),
      ${ratedPeople}
      select page.id, page.name, count(rated.user_id) as people, round(avg(rated.overall_score))::int as average_score,
        ${distributionColumns}
      from page
      left join rated on rated.subscription_team_id = page.id
      group by page.id, page.name
      order by lower(page.name), page.id`),
  );
  return {
    total: countOf(counted?.total),
    rows: rows.map((row) => ({
      subscriptionTeamId: row.id,
      name: row.name,
      peopleCount: countOf(row.people),
      averageScore: row.average_score,
      riskCategory: riskCategory(row.average_score, scope.subscription),
      riskDistribution: distributionOf(row),
    })),
  };
}
