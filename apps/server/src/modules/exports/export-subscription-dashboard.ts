import type { RiskCategory } from '@roadmark/domain/risk';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type DashboardScope, resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { licensedAssessments } from '../dashboards/assessment-figures.ts';
import { riskCase } from '../dashboards/dashboard-sql.ts';
import { assertExportAllowed, assertResultsViewer } from './export.policy.ts';
import { type ExportColumn, numberColumn, personColumns, textColumn } from './export-columns.ts';
import { type ExportContext, type ExportRequest, optionalId, parseExportQuery } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';

const BATCH = 1000;

const queryShape = { subscriptionId: optionalId };

interface LicensedAssessment {
  id: string;
  name: string;
}

interface DashboardRow {
  profile_id: string;
  first_name: string;
  last_name: string;
  email: string;
  team_name: string | null;
  overall_score: number | null;
  risk_category: RiskCategory;
  /** The latest finished score per assessment id, for the licensed assessments the person has finished. */
  scores: Record<string, number> | null;
  sort_last: string;
  sort_first: string;
}

type Key = [string, string, string];

/**
 * The assessments (type Assessment) licensed to the subscription: exactly those the overall score is the mean of
 * (migration 0013 refresh_person_overall_scores), so the columns account for it.
 */
async function scoredAssessments(db: Executor, scope: DashboardScope): Promise<LicensedAssessment[]> {
  const licensed = licensedAssessments(scope, sql`a.assessment_type = 'Assessment'`);
  return rowsOf<LicensedAssessment>(
    await db.execute(sql`select id, name from (${licensed}) licensed order by lower(name), id`),
  );
}

function readPage(db: Executor, scope: DashboardScope, assessments: LicensedAssessment[]) {
  const ids = uuidList(assessments.map((a) => a.id));
  return async (after: Key | null) => {
    const rows = rowsOf<DashboardRow>(
      await db.execute(sql`
        select p.id as profile_id, p.first_name, p.last_name, u.email, team.name as team_name, overall.overall_score,
          ${riskCase(sql`overall.overall_score`, sql`sub.high_risk_below`, sql`sub.medium_risk_below`)} as risk_category,
          (select jsonb_object_agg(st.assessment_id, st.latest_finished_score) from person_assessment_standings st
            where st.user_id = p.user_id and st.subscription_id = p.subscription_id
              and st.latest_finished_score is not null and st.assessment_id in (${ids})) as scores,
          lower(p.last_name) as sort_last, lower(p.first_name) as sort_first
        from profiles p
        join users u on u.id = p.user_id and u.archived = false
        join subscriptions sub on sub.id = p.subscription_id
        left join subscription_teams team on team.id = p.subscription_team_id and team.archived = false
        left join person_overall_scores overall on overall.user_id = p.user_id and overall.subscription_id = p.subscription_id
        where p.archived = false and ${scope.people}
          and ${after ? sql`(lower(p.last_name), lower(p.first_name), p.id) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)` : sql`true`}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${BATCH}`),
    );
    return {
      rows,
      next: nextKey<DashboardRow, Key>(rows, BATCH, (row) => [row.sort_last, row.sort_first, row.profile_id]),
    };
  };
}

function dashboardColumns(context: ExportContext, assessments: LicensedAssessment[]): ExportColumn<DashboardRow>[] {
  const t = context.t;
  return [
    ...personColumns<DashboardRow>(context),
    numberColumn(t('exports.columns.overallScore'), (row) => row.overall_score, 14),
    textColumn(t('exports.columns.overallRisk'), (row) => t(`exports.values.${row.risk_category}`), 14),
    ...assessments.map((assessment) =>
      numberColumn(assessment.name, (row: DashboardRow) => row.scores?.[assessment.id]),
    ),
  ];
}

/**
 * GET /api/export/SubscriptionDashboard ("Export results to Excel", docs/product/imports-and-exports.md#exports): the
 * People tab as a sheet, one row per live person with their overall score and risk (docs/product/risk.md#overall-risk,
 * kept in person_overall_scores) and the latest finished score of each assessment licensed to the subscription, one
 * column each.
 */
export async function exportSubscriptionDashboard(request: ExportRequest): Promise<PreparedExport> {
  assertResultsViewer(request.actor);
  const { params, context } = parseExportQuery(request, queryShape);
  const scope = await resolveDashboardScope(request.db, request.actor, { subscriptionId: params.subscriptionId });
  assertExportAllowed(scope.subscription);
  const assessments = await scoredAssessments(request.db, scope);
  return {
    filename: exportFilename(context, 'dashboard', scope.subscription.companyName),
    context,
    sheets: [
      exportSheet(
        context.t('exports.sheets.people'),
        dashboardColumns(context, assessments),
        keysetBatches(readPage(request.db, scope, assessments)),
      ),
    ],
  };
}
