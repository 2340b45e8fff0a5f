import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import type { DashboardScope, FiguresScope } from '../dashboard-scope/dashboard-scope.ts';
import { riskCase } from './dashboard-sql.ts';
import { type DistributionCounts, distributionOf, type RiskDistribution } from './risk-distribution.ts';

export interface DashboardAssessment {
  assessmentId: string;
  name: string;
  assessmentType: 'Assessment' | 'TrainingModule';
  assignedCount: number;
  notStartedCount: number;
  startedCount: number;
  completedCount: number;
  averageScore: number | null;
  seatsUsed: number;
  riskDistribution: RiskDistribution;
  /** Latest finished scores in bands of ten (0-9 ... 90-100); empty for training modules. */
  scoreBands: ScoreBand[];
}

export interface ScoreBand {
  from: number;
  to: number;
  count: number;
}

/** 0-9, 10-19, ... 90-100: the last band takes 100 too. */
const SCORE_BANDS = Array.from({ length: 10 }, (_, band) => ({
  from: band * 10,
  to: band === 9 ? 100 : band * 10 + 9,
}));

/**
 * The live people in scope who are assigned or have a session of each assessment of `shown` (a query with the
 * columns id, name, assessment_type, high_risk_below, medium_risk_below): their kept standing, with the status of
 * their latest session and the risk of their latest finished score. `standings` is the scope's condition on the
 * standings alias `st`. Defines the CTEs `shown` and `involved`.
 */
export function involvedPeople(standings: SQL, shown: SQL): SQL {
  return sql`
    shown as (${shown}),
    involved as (
      select st.user_id, st.assessment_id, st.subscription_id, st.target_date, st.latest_session_id, st.latest_is_finished as is_finished,
        st.latest_end_date as end_date, st.latest_finished_score as latest_score,
        case when shown.assessment_type = 'Assessment'
          then ${riskCase(sql`st.latest_finished_score`, sql`shown.high_risk_below`, sql`shown.medium_risk_below`)}
          else 'NotAssessed' end as risk_category,
        case when st.latest_session_id is null then 'NotStarted'
          when not st.latest_is_finished then 'Started' else 'Completed' end as status
      from person_assessment_standings st
      join shown on shown.id = st.assessment_id
      where ${standings}
    )`;
}

/** The status and risk counts of the `involved` rows of a group, for a select list. */
export const involvedCounts = sql`
  count(involved.user_id) filter (where involved.target_date is not null) as assigned,
  count(involved.user_id) filter (where involved.status = 'NotStarted') as not_started,
  count(involved.user_id) filter (where involved.status = 'Started') as started,
  count(involved.user_id) filter (where involved.status = 'Completed') as completed,
  count(involved.user_id) filter (where involved.risk_category = 'High') as high,
  count(involved.user_id) filter (where involved.risk_category = 'Medium') as medium,
  count(involved.user_id) filter (where involved.risk_category = 'Low') as low,
  count(involved.user_id) filter (where involved.risk_category = 'NotAssessed') as not_assessed`;

/** The counts of `involvedCounts` as a raw row has them. */
export interface InvolvedCountsRow extends DistributionCounts {
  assigned: string | number;
  not_started: string | number;
  started: string | number;
  completed: string | number;
}

/**
 * The figures of each assessment of `shown` over the live people in scope, in the order `shown` gives: one pass over
 * the kept standings of those assessments, so the cost follows the people involved, not the sessions stored.
 */
export async function assessmentFigures(db: Executor, scope: FiguresScope, shown: SQL): Promise<DashboardAssessment[]> {
  const rows = rowsOf<
    {
      id: string;
      name: string;
      assessment_type: 'Assessment' | 'TrainingModule';
      average_score: number | null;
      seats: string | number;
      bands: (string | number)[];
    } & InvolvedCountsRow
  >(
    await db.execute(sql`
      with ${involvedPeople(scope.standings, shown)}
      select shown.id, shown.name, shown.assessment_type, ${involvedCounts},
        case when shown.assessment_type = 'Assessment' then round(avg(involved.latest_score))::int end as average_score,
        (select count(distinct s.user_id) from person_assessment_standings s
          where ${scope.sessions} and s.assessment_id = shown.id and s.session_count > 0) as seats,
        array[${sql.join(
          SCORE_BANDS.map(
            (band) => sql`count(*) filter (where involved.latest_score between ${band.from} and ${band.to})`,
          ),
          sql`, `,
        )}] as bands
      from shown
      left join involved on involved.assessment_id = shown.id
      group by shown.id, shown.name, shown.assessment_type
      order by lower(shown.name), shown.id`),
  );
  return rows.map((row) => ({
    assessmentId: row.id,
    name: row.name,
    assessmentType: row.assessment_type,
    assignedCount: countOf(row.assigned),
    notStartedCount: countOf(row.not_started),
    startedCount: countOf(row.started),
    completedCount: countOf(row.completed),
    averageScore: row.average_score,
    seatsUsed: countOf(row.seats),
    riskDistribution: distributionOf(row),
    scoreBands:
      row.assessment_type === 'Assessment'
        ? SCORE_BANDS.map((band, index) => ({ ...band, count: countOf(row.bands[index]) }))
        : [],
  }));
}

/** The licensed assessments of the scope's subscription as `shown` columns, with an extra condition on `a`. */
export function licensedAssessments(scope: DashboardScope, condition: SQL): SQL {
  return sql`
    select a.id, a.name, a.assessment_type, a.high_risk_below, a.medium_risk_below
    from subscription_assessments licence
    join assessments a on a.id = licence.assessment_id
    where licence.subscription_id = ${scope.subscription.id} and licence.archived = false and ${condition}`;
}
