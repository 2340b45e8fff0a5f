import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { type DashboardScope, resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { completionsByMonth, type MonthCount } from './completions-by-month.ts';
import { peopleInScope, ratedPeople } from './dashboard-sql.ts';
import type { PeopleSummary } from './people-summary.ts';
import {
  type DistributionCounts,
  distributionColumns,
  distributionOf,
  type RiskDistribution,
} from './risk-distribution.ts';

export interface TeamScore {
  subscriptionTeamId: string;
  name: string;
  averageScore: number | null;
  peopleCount: number;
}

export interface SubscriptionDashboard {
  subscriptionId: string;
  companyName: string;
  subscriptionType: 'Subscription' | 'Distributor' | 'Study';
  allowExport: boolean;
  highRiskBelow: number;
  mediumRiskBelow: number;
  team: { id: string; name: string } | null;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: MonthCount[];
  scoresByTeam: TeamScore[];
}

/** The column chart shows at most this many teams, by name. */
export const SCORES_BY_TEAM_LIMIT = 20;

/**
 * The head figures and, on a subscription dashboard, each team's average (at most 20 teams, by name), from one
 * rating of the people (grouping sets: the whole and per team).
 */
async function figuresAndTeams(
  db: Executor,
  scope: DashboardScope,
): Promise<{ summary: PeopleSummary; teams: TeamScore[] }> {
  const rows = rowsOf<
    DistributionCounts & {
      whole: number;
      team_id: string | null;
      people: string | number;
      average_score: number | null;
    }
  >(
    await db.execute(sql`
      with people as (${peopleInScope(scope.people)}), ${ratedPeople}
      select grouping(subscription_team_id) as whole, subscription_team_id as team_id, count(*) as people,
        round(avg(overall_score))::int as average_score, ${distributionColumns}
      from rated group by grouping sets ((), (subscription_team_id))`),
  );
  const whole = rows.find((row) => Number(row.whole) === 1);
  const summary = {
    peopleCount: countOf(whole?.people),
    averageScore: whole?.average_score ?? null,
    riskDistribution: distributionOf(whole),
  };
  if (scope.team) return { summary, teams: [] };
  const shown = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
      select t.id, t.name from subscription_teams t
      where t.subscription_id = ${scope.subscription.id} and t.archived = false
      order by lower(t.name), t.id limit ${SCORES_BY_TEAM_LIMIT}`),
  );
  const byTeam = new Map(rows.filter((row) => Number(row.whole) === 0).map((row) => [row.team_id, row]));
  const teams = shown.map((team) => ({
    subscriptionTeamId: team.id,
    name: team.name,
    averageScore: byTeam.get(team.id)?.average_score ?? null,
    peopleCount: countOf(byTeam.get(team.id)?.people),
  }));
  return { summary, teams };
}

/**
 * The subscription (or team) dashboard (docs/product/dashboards.md#subscription-dashboard): the head figures and the
 * charts' data, all aggregated in SQL.
 */
export async function subscriptionDashboard({
  actor,
  input: args,
  db,
}: UseCaseCall<unknown>): Promise<SubscriptionDashboard> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { summary, teams } = await figuresAndTeams(db, scope);
  const { subscription } = scope;
  return {
    subscriptionId: subscription.id,
    companyName: subscription.companyName,
    subscriptionType: subscription.subscriptionType,
    allowExport: subscription.allowExport,
    highRiskBelow: subscription.highRiskBelow,
    mediumRiskBelow: subscription.mediumRiskBelow,
    team: scope.team ? { id: scope.team.id, name: scope.team.name } : null,
    ...summary,
    completionsByMonth: await completionsByMonth(db, peopleInScope(scope.people)),
    scoresByTeam: teams,
  };
}
