import { ALL_ASSESSMENT_TYPES } from '@roadmark/domain/content/assessment-form';
import { idSchema } from '@roadmark/domain/ids';
import type { RiskCategory } from '@roadmark/domain/risk';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, isoOrNull, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import { type DashboardScope, resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import {
  assessmentFigures,
  type DashboardAssessment,
  involvedPeople,
  licensedAssessments,
  type ScoreBand,
} from './assessment-figures.ts';
import { completionsByMonth, type MonthCount } from './completions-by-month.ts';
import { type Page, riskFilterArgsSchema } from './dashboard-people.ts';
import { nameSearch, pageWithTotal, peopleInScope, riskFilterCondition } from './dashboard-sql.ts';

const typeArgsSchema = z.object({ assessmentType: z.enum(ALL_ASSESSMENT_TYPES) });
const assessmentArgsSchema = z.object({ assessmentId: idSchema });

export interface AssessmentDashboard {
  assessment: DashboardAssessment;
  /** Whether its results may be exported (the subscription's allowExport; never across every customer). */
  allowExport: boolean;
  completionsByMonth: MonthCount[];
  scoreBands: ScoreBand[];
}

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

/** Spec 3 §2.5 Assessments / Training tabs: each licensed one with its counts, average, seats and risk spread. */
export async function dashboardAssessments(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<DashboardAssessment>> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { assessmentType } = parseInput(typeArgsSchema, args);
  const window = listWindow(args);
  const licensed = licensedAssessments(
    scope,
    sql`a.archived = false and a.assessment_type = ${assessmentType}
      and ${window.search ? sql`a.name ilike ${containsPattern(window.search)}` : sql`true`}`,
  );
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select count(*) as total from (${licensed}) licensed`),
  );
  const rows = await assessmentFigures(
    db,
    scope,
    sql`${licensed} order by lower(a.name), a.id offset ${window.offset} limit ${window.limit}`,
  );
  return { total: countOf(counted?.total), rows };
}

/** The one licensed assessment a dashboard is about, as `shown` columns; anything else is not found. */
async function oneLicensed(db: Executor, scope: DashboardScope, assessmentId: string) {
  const shown = licensedAssessments(scope, sql`a.id = ${assessmentId}`);
  const [found] = rowsOf<{ id: string }>(await db.execute(sql`select id from (${shown}) one`));
  if (!found) throw notFound();
  return shown;
}

/** Spec 3 §2.5 /dashboard/assessment/{id} and /dashboard/training/{id}: figures and chart data of one assessment. */
export async function assessmentDashboard(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<AssessmentDashboard> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { assessmentId } = parseInput(assessmentArgsSchema, args);
  const shown = await oneLicensed(db, scope, assessmentId);
  const [assessment] = await assessmentFigures(db, scope, shown);
  if (!assessment) throw notFound();
  return {
    assessment,
    allowExport: scope.subscription.allowExport,
    completionsByMonth: await completionsByMonth(
      db,
      peopleInScope(scope.people),
      sql`s.assessment_id = ${assessmentId}`,
    ),
    scoreBands: assessment.scoreBands,
  };
}

/** The people assigned to or taking one assessment, with where they stand, filtered by risk and name, paged. */
export async function assessmentDashboardPeople(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<AssessmentPerson>> {
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
