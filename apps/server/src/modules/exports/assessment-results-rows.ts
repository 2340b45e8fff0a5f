import { BROWSER_DATA_FIELDS } from '@roadmark/domain/delivery/browser-data';
import type { RiskCategory } from '@roadmark/domain/risk';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { type DashboardScope, resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { licensedAssessments } from '../dashboards/assessment-figures.ts';
import { riskCase } from '../dashboards/dashboard-sql.ts';
import { assertExportAllowed } from './export.policy.ts';
import { dateColumns, type ExportColumn, numberColumn, personColumns, textColumn, toNumber } from './export-columns.ts';
import { type ExportContext, type ExportRequest, optionalId, optionalParam, requiredId } from './export-context.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';

/** The query both results exports take: whose results, of which assessment, and whether with the device columns. */
export const resultsQueryShape = {
  subscriptionId: optionalId,
  subscriptionTeamId: optionalId,
  assessmentId: requiredId('exports.assessmentRequired'),
  includeDeviceMetrics: optionalParam(
    z.enum(['true', 'false'], { message: 'exports.flagInvalid' }).transform((value) => value === 'true'),
  ),
};

export interface ResultsAssessment {
  id: string;
  name: string;
  assessment_type: 'Assessment' | 'TrainingModule';
  high_risk_below: number;
  medium_risk_below: number;
}

/** The people a results export covers (a subscription or one of its teams) and the assessment it is about. */
export interface ResultsTarget {
  scope: DashboardScope;
  assessment: ResultsAssessment;
}

export interface ResultRow {
  profile_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  team_name: string | null;
  target_date: Date | string | null;
  team_assignment: boolean;
  latest_session_id: string | null;
  latest_start_date: Date | string | null;
  latest_is_finished: boolean | null;
  latest_finished_date: Date | string | null;
  latest_finished_score: number | null;
  session_count: number | string;
  risk_category: RiskCategory;
  sort_last: string;
  sort_first: string;
  /** With the latest finished session: the one whose answers and device an export breaks down. */
  finished_session_id?: string | null;
  browser_data?: Record<string, string> | null;
}

type Key = [string, string, string];

/**
 * The subscription (or team) and the licensed assessment of a results export, as the assessment dashboard resolves them
 * (docs/product/imports-and-exports.md#who-may-export): another tenant's subscription, a team out of reach or an
 * assessment not licensed to the subscription is not found.
 */
export async function resolveResultsTarget(
  request: ExportRequest,
  params: { subscriptionId?: string | undefined; subscriptionTeamId?: string | undefined; assessmentId: string },
): Promise<ResultsTarget> {
  const scope = await resolveDashboardScope(request.db, request.actor, {
    subscriptionId: params.subscriptionId,
    subscriptionTeamId: params.subscriptionTeamId,
  });
  const shown = licensedAssessments(scope, sql`a.id = ${params.assessmentId}`);
  const [assessment] = rowsOf<ResultsAssessment>(await request.db.execute(sql`select * from (${shown}) one`));
  if (!assessment) throw notFound();
  assertExportAllowed(scope.subscription);
  return { scope, assessment };
}

export function resultsFilename(context: ExportContext, kind: string, target: ResultsTarget): string {
  return exportFilename(context, kind, target.scope.subscription.companyName, target.assessment.name);
}

/** The latest finished session of the person at the assessment (the one the standings score comes from). */
const latestFinished = (assessmentId: string) => sql`
  left join lateral (
    select s.id, s.browser_data_json from assessment_sessions s
    where s.user_id = p.user_id and s.assessment_id = ${assessmentId} and s.subscription_id = p.subscription_id
      and s.is_finished and s.archived = false and s.is_preview = false
    order by s.end_date desc nulls last, s.id desc limit 1
  ) finished on true`;

/**
 * Every live person in the scope with their kept standing at the assessment (dashboards/standings: the assignment
 * that applies, their latest session, latest finished score) and its risk by the assessment's thresholds, by last
 * then first name, `size` people a page.
 */
export function resultBatches(
  db: Executor,
  target: ResultsTarget,
  options: { size: number; withLatestFinished: boolean },
) {
  const { assessment, scope } = target;
  const risk: SQL =
    assessment.assessment_type === 'Assessment'
      ? riskCase(
          sql`st.latest_finished_score`,
          sql`${assessment.high_risk_below}`,
          sql`${assessment.medium_risk_below}`,
        )
      : sql`'NotAssessed'`;
  return keysetBatches(async (after: Key | null) => {
    const rows = rowsOf<ResultRow>(
      await db.execute(sql`
        select p.id as profile_id, p.user_id, p.first_name, p.last_name, u.email, team.name as team_name,
          st.target_date, coalesce(st.team_assignment, false) as team_assignment, st.latest_session_id,
          st.latest_start_date, st.latest_is_finished, st.latest_finished_date, st.latest_finished_score,
          coalesce(st.session_count, 0) as session_count, ${risk} as risk_category,
          lower(p.last_name) as sort_last, lower(p.first_name) as sort_first
          ${options.withLatestFinished ? sql`, finished.id as finished_session_id, finished.browser_data_json as browser_data` : sql``}
        from profiles p
        join users u on u.id = p.user_id and u.archived = false
        left join subscription_teams team on team.id = p.subscription_team_id and team.archived = false
        left join person_assessment_standings st on st.user_id = p.user_id and st.subscription_id = p.subscription_id
          and st.assessment_id = ${assessment.id}
        ${options.withLatestFinished ? latestFinished(assessment.id) : sql``}
        where p.archived = false and ${scope.people}
          and ${after ? sql`(lower(p.last_name), lower(p.first_name), p.id) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)` : sql`true`}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${options.size}`),
    );
    return {
      rows,
      next: nextKey<ResultRow, Key>(rows, options.size, (row) => [row.sort_last, row.sort_first, row.profile_id]),
    };
  });
}

function statusOf(row: ResultRow): 'NotStarted' | 'Started' | 'Completed' {
  if (!row.latest_session_id) return 'NotStarted';
  return row.latest_is_finished ? 'Completed' : 'Started';
}

function assignmentOf(row: ResultRow, context: ExportContext): string {
  if (!row.target_date) return context.t('exports.values.notAssigned');
  return context.t(row.team_assignment ? 'exports.values.teamAssignment' : 'exports.values.ownAssignment');
}

/** Who, the assignment that applies (own, else the team's), where they stand, their latest finished score and risk. */
export function resultColumns(context: ExportContext): ExportColumn<ResultRow>[] {
  const t = context.t;
  return [
    ...personColumns<ResultRow>(context),
    textColumn(t('exports.columns.assignment'), (row) => assignmentOf(row, context), 14),
    ...dateColumns<ResultRow>(context, 'exports.columns.due', (row) => row.target_date),
    textColumn(t('exports.columns.status'), (row) => t(`exports.values.${statusOf(row)}`), 14),
    ...dateColumns<ResultRow>(context, 'exports.columns.started', (row) => row.latest_start_date),
    ...dateColumns<ResultRow>(context, 'exports.columns.finished', (row) => row.latest_finished_date),
    numberColumn(t('exports.columns.score'), (row) => row.latest_finished_score, 8),
    textColumn(t('exports.columns.risk'), (row) => t(`exports.values.${row.risk_category}`), 14),
    numberColumn(t('exports.columns.sessions'), (row) => toNumber(row.session_count), 10),
  ];
}

/** The browser and device the latest finished session was taken on, in the order of the session's browser data. */
export function deviceColumns<Row extends ResultRow>(context: ExportContext): ExportColumn<Row>[] {
  return BROWSER_DATA_FIELDS.map((field) =>
    textColumn(
      context.t(`exports.columns.${field}`),
      (row) => row.browser_data?.[field] ?? null,
      field === 'userAgent' ? 40 : 16,
    ),
  );
}
