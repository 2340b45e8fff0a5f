import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { DashboardScope, FiguresScope } from './dashboard-scope.ts';
import { countOf, effectiveAssignments, peopleInScope, riskCase, rowsOf } from './dashboard-sql.ts';
import {
  type DistributionCounts,
  distributionColumns,
  distributionOf,
  type RiskDistribution,
} from './risk-distribution.ts';

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
 * The people in scope who are assigned or have a session of each assessment of `shown` (a query with the columns
 * id, name, assessment_type, high_risk_below, medium_risk_below), each with their latest session and the risk of
 * their latest finished score. Defines the CTEs `shown`, `people`, `applying`, `standing` and `involved` for the
 * statement that follows.
 */
export function involvedPeople(scope: FiguresScope, shown: SQL, people: SQL = scope.people): SQL {
  // Assignments and standings are merged by grouping rather than joined, so a misestimate cannot turn into nested
  // loops. The standings are read by the scope's session condition too (alias `s`: they carry the subscription).
  return sql`
    shown as (${shown}),
    people as (${peopleInScope(people)}),
    applying as (
      select distinct on (user_id, assessment_id) * from (${effectiveAssignments(sql`select id from shown`)}) assigned
      order by user_id, assessment_id, team_assignment
    ),
    standing as (
      select s.user_id, s.assessment_id, s.latest_session_id, s.latest_is_finished, s.latest_end_date,
        s.latest_finished_score
      from person_assessment_standings s
      join people on people.user_id = s.user_id and people.subscription_id = s.subscription_id
      where ${scope.sessions} and s.assessment_id in (select id from shown)
    ),
    facts as (
      select user_id, assessment_id, target_date, null::uuid as session_id, null::boolean as is_finished,
        null::timestamptz as end_date, null::int as latest_score from applying
      union all
      select user_id, assessment_id, null, latest_session_id, latest_is_finished, latest_end_date,
        latest_finished_score from standing
    ),
    pairs as (
      select user_id, assessment_id, max(target_date) as target_date,
        (array_agg(session_id) filter (where session_id is not null))[1] as latest_session_id,
        bool_or(is_finished) as is_finished, max(end_date) as end_date, max(latest_score) as latest_score
      from facts group by user_id, assessment_id
    ),
    involved as (
      select pairs.*,
        case when shown.assessment_type = 'Assessment'
          then ${riskCase(sql`pairs.latest_score`, sql`shown.high_risk_below`, sql`shown.medium_risk_below`)}
          else 'NotAssessed' end as risk_category,
        case when pairs.latest_session_id is null then 'NotStarted'
          when not pairs.is_finished then 'Started' else 'Completed' end as status
      from pairs join shown on shown.id = pairs.assessment_id
    )`;
}

/**
 * The figures of each assessment of `shown` over the people in scope, in the order `shown` gives. Counted from two
 * sets rather than per person: the people with a standing (a session), and the people assigned, of whom those
 * without a standing have not started. Both are hash-joined once, so the cost follows the rows, not their product.
 */
export async function assessmentFigures(db: Executor, scope: FiguresScope, shown: SQL): Promise<DashboardAssessment[]> {
  const rows = rowsOf<
    {
      id: string;
      name: string;
      assessment_type: 'Assessment' | 'TrainingModule';
      assigned: string | number;
      not_started: string | number;
      started: string | number;
      completed: string | number;
      average_score: number | null;
      seats: string | number;
      bands: (string | number)[] | null;
    } & DistributionCounts
  >(
    await db.execute(sql`
      with shown as (${shown}),
      people as (${peopleInScope(scope.people)}),
      standing as (
        select s.user_id, s.assessment_id, s.latest_is_finished, s.latest_finished_score,
          case when shown.assessment_type = 'Assessment'
            then ${riskCase(sql`s.latest_finished_score`, sql`shown.high_risk_below`, sql`shown.medium_risk_below`)}
            else 'NotAssessed' end as risk_category
        from person_assessment_standings s
        join shown on shown.id = s.assessment_id
        join people on people.user_id = s.user_id and people.subscription_id = s.subscription_id
        where ${scope.sessions}
      ),
      assigned as (
        select distinct user_id, assessment_id from (${effectiveAssignments(sql`select id from shown`)}) applying
      ),
      started_figures as (
        select assessment_id,
          count(*) filter (where not latest_is_finished) as started,
          count(*) filter (where latest_is_finished) as completed,
          round(avg(latest_finished_score))::int as average_score, ${distributionColumns},
          array[${sql.join(
            SCORE_BANDS.map(
              (band) => sql`count(*) filter (where latest_finished_score between ${band.from} and ${band.to})`,
            ),
            sql`, `,
          )}] as bands
        from standing group by assessment_id
      ),
      assigned_figures as (
        select assigned.assessment_id, count(*) as assigned,
          count(*) filter (where standing.user_id is null) as not_started
        from assigned
        left join standing on standing.user_id = assigned.user_id and standing.assessment_id = assigned.assessment_id
        group by assigned.assessment_id
      )
      select shown.id, shown.name, shown.assessment_type,
        coalesce(assigned_figures.assigned, 0) as assigned,
        coalesce(assigned_figures.not_started, 0) as not_started,
        coalesce(started_figures.started, 0) as started,
        coalesce(started_figures.completed, 0) as completed,
        case when shown.assessment_type = 'Assessment' then started_figures.average_score end as average_score,
        (select count(distinct s.user_id) from person_assessment_standings s
          where ${scope.sessions} and s.assessment_id = shown.id) as seats,
        coalesce(started_figures.high, 0) as high,
        coalesce(started_figures.medium, 0) as medium,
        coalesce(started_figures.low, 0) as low,
        coalesce(started_figures.not_assessed, 0) + coalesce(assigned_figures.not_started, 0) as not_assessed,
        started_figures.bands
      from shown
      left join started_figures on started_figures.assessment_id = shown.id
      left join assigned_figures on assigned_figures.assessment_id = shown.id
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
        ? SCORE_BANDS.map((band, index) => ({ ...band, count: countOf(row.bands?.[index]) }))
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
