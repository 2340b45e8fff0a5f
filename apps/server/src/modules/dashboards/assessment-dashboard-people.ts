import type { RiskCategory } from '@roadmark/domain/risk';
import { sql } from 'drizzle-orm';
import { isoOrNull } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { involvedPeople } from './assessment-figures.ts';
import { type Page, riskFilterArgsSchema } from './dashboard-people.ts';
import { nameSearch, pageWithTotal, riskFilterCondition } from './dashboard-sql.ts';
import { assessmentArgsSchema, oneLicensed } from './one-licensed-assessment.ts';

export interface AssessmentPerson {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  status: 'NotStarted' | 'Started' | 'Completed';
  targetDate: string | null;
  latestScore: number | null;
  riskCategory: RiskCategory;
  completionDate: string | null;
  latestSessionId: string | null;
}

/** The people assigned to or taking one assessment, with where they stand, filtered by risk and name, paged. */
export async function assessmentDashboardPeople({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<AssessmentPerson>> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { assessmentId } = parseInput(assessmentArgsSchema, args);
  const { riskFilter } = parseInput(riskFilterArgsSchema, { riskFilter: args.riskFilter });
  const window = listWindow(args);
  const shown = await oneLicensed(db, scope, assessmentId);
  const pattern = window.search ? containsPattern(window.search) : null;
  const involved = involvedPeople(scope.standings, shown);
  const filter = riskFilterCondition(riskFilter ?? 'All', sql`involved.risk_category`);
  const page = await pageWithTotal<{
    profile_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    team_name: string | null;
    status: AssessmentPerson['status'];
    target_date: Date | string | null;
    latest_score: number | null;
    risk_category: RiskCategory;
    end_date: Date | string | null;
    is_finished: boolean | null;
    latest_session_id: string | null;
  }>(db, {
    ctes: involved,
    filtered: sql`
      select p.id as profile_id, p.user_id, p.first_name, p.last_name, team.name as team_name,
        involved.status, involved.target_date, involved.latest_score, involved.risk_category, involved.end_date,
        involved.is_finished, involved.latest_session_id
      from involved
      join profiles p on p.user_id = involved.user_id and p.archived = false and ${scope.people}
      left join subscription_teams team on team.id = p.subscription_team_id
      where ${filter} and ${nameSearch(pattern)}`,
    order: sql`lower(last_name), lower(first_name), profile_id`,
    key: 'profile_id',
    window,
  });
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      profileId: row.profile_id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      teamName: row.team_name,
      status: row.status,
      targetDate: isoOrNull(row.target_date),
      latestScore: row.latest_score,
      riskCategory: row.risk_category,
      completionDate: row.is_finished ? isoOrNull(row.end_date) : null,
      latestSessionId: row.latest_session_id,
    })),
  };
}
