import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/session-store.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import {
  countRows,
  type GeneratedDashboardData,
  generateDashboardData,
  rowsOf,
  sizeAt,
} from './generators/dashboard-data.ts';
import { postGraphql, type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { type BenchDatabase, openBenchDatabase } from './support/bench-database.ts';
import { percentile } from './support/measure.ts';

/**
 * Dashboards fast at any size: p50/p95 of each dashboard GraphQL query through the whole HTTP stack (app.inject),
 * on the generated provider at 1/10 of the full size and at the full size (200 subscriptions, 50,000 drivers,
 * 200,000 sessions, 2,000,000 response events), side by side with the growth ratio. PostgreSQL only.
 *
 * BENCH_DASHBOARD_ROUNDS (30) and BENCH_DASHBOARD_SCALES ("0.1,1") change the run. With BENCH_DASHBOARD_EXPLAIN=1,
 * every case whose p95 is over the target gets the EXPLAIN (ANALYZE, BUFFERS) of its slowest SQL statement.
 * BENCH_DASHBOARD_CASES ("provider,organisations") measures only the cases with those keys.
 */
const TARGET_P95_MS = 300;
/** Item analysis aggregates a whole assessment's sessions and responses for an author, not a page for a manager. */
const ANALYSIS_TARGET_P95_MS = 500;
const WARMUP_ROUNDS = 3;
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? '30');
const SCALES = (process.env.BENCH_DASHBOARD_SCALES ?? '0.1,1').split(',').map(Number);
const EXPLAIN = process.env.BENCH_DASHBOARD_EXPLAIN === '1';
const ONLY_CASES = process.env.BENCH_DASHBOARD_CASES?.split(',').map((key) => key.trim());
const PAGE = 50;
const SEED = 1;
const CONFIG_OVERRIDES = { GRAPHQL_FIELDS_PER_MINUTE: '10000000' };
const LIFETIME = { rememberedDays: 30, hours: 12, absoluteDays: 90 };

const RISK = 'riskDistribution { high medium low notAssessed }';
const ASSESSMENT_FIELDS = `assessmentId name assessmentType assignedCount notStartedCount startedCount completedCount
  averageScore seatsUsed ${RISK}`;

const Q = {
  me: `query Me($userId: ID) { meDashboardViewModel(userId: $userId) {
    profileId userId firstName lastName subscriptionId subscriptionName subscriptionType isOwnDashboard canRestart
    overallScore overallRisk
    riskExplanation { score category pulledDown { driverMetricId name value band } nextBand { category targetScore pointsNeeded } }
    metrics { driverMetricId name value }
    items { assessmentId name tileDescription assessmentType status assigned teamAssignment targetDate recommended
      latestSession { id startDate endDate isFinished markedSuspicious totalScore riskCategory }
      earlierUnfinished historic { id startDate endDate isFinished markedSuspicious totalScore riskCategory } retakeAllowed }
  } }`,
  subscription: `query Sub($subscriptionId: ID, $subscriptionTeamId: ID) {
    subscriptionDashboard(subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId) {
      subscriptionId companyName subscriptionType allowExport highRiskBelow mediumRiskBelow team { id name }
      peopleCount averageScore ${RISK} completionsByMonth { month count }
      scoresByTeam { subscriptionTeamId name averageScore peopleCount }
  } }`,
  people: `query People($subscriptionId: ID, $subscriptionTeamId: ID, $riskFilter: RiskFilter, $search: String,
      $offset: Int, $first: Int) {
    dashboardPeople(subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId, riskFilter: $riskFilter,
        search: $search, offset: $offset, first: $first) {
      total rows { profileId userId firstName lastName teamName overallScore riskCategory assignedCount completedCount
        lastActivityDate }
  } }`,
  teams: `query Teams($subscriptionId: ID, $offset: Int, $first: Int) {
    dashboardTeams(subscriptionId: $subscriptionId, offset: $offset, first: $first) {
      total rows { subscriptionTeamId name peopleCount averageScore riskCategory ${RISK} }
  } }`,
  assessments: `query Assessments($subscriptionId: ID, $assessmentType: AssessmentType!, $offset: Int, $first: Int) {
    dashboardAssessments(subscriptionId: $subscriptionId, assessmentType: $assessmentType, offset: $offset, first: $first) {
      total rows { ${ASSESSMENT_FIELDS} }
  } }`,
  assessment: `query Assessment($subscriptionId: ID, $assessmentId: ID!) {
    assessmentDashboard(subscriptionId: $subscriptionId, assessmentId: $assessmentId) {
      assessment { ${ASSESSMENT_FIELDS} } completionsByMonth { month count } scoreBands { from to count }
  } }`,
  assessmentPeople: `query AssessmentPeople($subscriptionId: ID, $assessmentId: ID!, $riskFilter: RiskFilter, $offset: Int,
      $first: Int) {
    assessmentDashboardPeople(subscriptionId: $subscriptionId, assessmentId: $assessmentId, riskFilter: $riskFilter,
        offset: $offset, first: $first) {
      total rows { profileId userId firstName lastName teamName status targetDate latestScore riskCategory completionDate
        latestSessionId }
  } }`,
  provider: `{ providerDashboard { peopleCount riskDistribution { high medium low notAssessed } completionsByMonth { count } } }`,
  providerPeople: `query ProviderPeople($riskFilter: RiskFilter, $first: Int) { providerPeople(riskFilter: $riskFilter, first: $first) {
    total rows { userId lastName subscriptionName overallScore riskCategory } } }`,
  providerTeams: `query ProviderTeams($first: Int) { providerTeams(first: $first) { total rows { name subscriptionName peopleCount averageScore } } }`,
  providerAssessments: `query ProviderAssessments($first: Int) { providerAssessments(assessmentType: Assessment, first: $first) {
    total rows { name seatsUsed completedCount averageScore } } }`,
  providerAssessmentSubscriptions: `query ProviderAssessmentSubscriptions($assessmentId: ID!, $first: Int) {
    providerAssessmentSubscriptions(assessmentId: $assessmentId, first: $first) {
      total rows { subscriptionId companyName subscriptionType assignedCount notStartedCount startedCount completedCount
        averageScore ${RISK} }
  } }`,
  providerAssessment: `query ProviderAssessment($assessmentId: ID!) { providerAssessmentDashboard(assessmentId: $assessmentId) {
    assessment { seatsUsed } scoreBands { count } completionsByMonth { count } } }`,
  organisations: `query Organisations($subscriptionType: SubscriptionType!, $distributorSubscriptionId: ID, $first: Int) {
    dashboardOrganisations(subscriptionType: $subscriptionType, distributorSubscriptionId: $distributorSubscriptionId, first: $first) {
      total rows { companyName peopleCount averageScore finishedSessions subscriptionNames otherSubscriptions } } }`,
  distributor: `query Distributor($distributorSubscriptionId: ID) { distributorDashboard(distributorSubscriptionId: $distributorSubscriptionId) {
    subscriptionCount peopleCount } }`,
  analysis: `query Analysis($assessmentId: ID!, $subscriptionId: ID, $from: String) {
    assessmentAnalysis(assessmentId: $assessmentId, subscriptionId: $subscriptionId, from: $from) {
      sessionCount peopleCount meanScore scoreStandardDeviation scoreHistogram { from to count }
      reliability { alpha questionCount undefinedReason }
      questions { questionId name figures { presented answered facility discrimination meanResponseTimeSeconds }
        flags { code answerId suggestedShiftSeconds } }
  } }`,
  questionAnalysis: `query QuestionAnalysis($questionId: ID!, $assessmentId: ID) {
    questionAnalysis(questionId: $questionId, assessmentId: $assessmentId) {
      figures { presented facility discrimination } flags { code }
      choices { answerId chosenBy share meanTotalScore }
      clickTimes { clickCount bins { startSeconds count } }
      responseWindows { answerId firstClickBefore firstClickInside nearMissBefore medianNearMissSeconds }
      locationClicks { clickCount cells { column row count } windows { answerId shareInside } }
  } }`,
  study: `query Study($studyId: ID!, $first: Int) { studyParticipants(studyId: $studyId, first: $first) { total rows { isFinished } } }`,
};

interface Case {
  key: string;
  label: string;
  viewer: 'staff' | 'manager' | 'driver';
  query: string;
  variables: Record<string, unknown>;
  /** Throws when the answer is wrong. */
  check: (data: Record<string, unknown>) => void;
  /** The p95 it must stay under at full size, in ms (the dashboards' target unless told). */
  targetP95Ms?: number;
}

interface Measured {
  key: string;
  label: string;
  p50: number;
  p95: number;
  bytes: number;
  targetP95Ms: number;
}

/** What the checks compare with, worked out by SQL written here (not the server's), from the generated rows. */
interface Expected {
  subscriptionId: string;
  companyName: string;
  teamId: string;
  teamName: string;
  teamPeople: number;
  people: number;
  drivers: number;
  high: number;
  firstPageIds: string[];
  highFirstPageIds: string[];
  teams: number;
  seats: Map<string, number>;
  assessmentId: string;
  assessmentPeople: number;
  driverUserId: string;
  driverSessions: number;
  driverAssessments: number;
  driverOverall: number | null;
  customerPeople: number;
  customerTeams: number;
  customerSubscriptions: number;
  /** Live customer subscriptions (any type) licensed to `assessmentId`. */
  licensedSubscriptions: number;
  distributorSubscriptionId: string;
  distributedSubscriptions: number;
  studyId: string;
  studyParticipants: number;
  /** The counted sessions of `assessmentId` (finished, real, live), all and of the biggest subscription. */
  analysedSessions: number;
  analysedSubscriptionSessions: number;
  /** A response-time video and a location image of `assessmentId`, with their counted sessions. */
  responseTimeQuestionId: string;
  locationQuestionId: string;
}

class CheckFailed extends Error {}
function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/** The independent figures of the biggest subscription, its biggest team and its driver with the most sessions. */
async function expectedFigures(db: Database, generated: GeneratedDashboardData): Promise<Expected> {
  const subscriptionId = generated.subscriptionIds[0]!;
  const q = async <T>(text: string) =>
    rowsOf<T>(await db.execute(sql.raw(text.replaceAll(':sub', `'${subscriptionId}'`))));
  const live = `select p.id, p.user_id, p.first_name, p.last_name, p.subscription_team_id, u.role_group_id
    from profiles p join users u on u.id = p.user_id where p.subscription_id = :sub and not p.archived and not u.archived`;
  // The overall score (docs/product/scoring.md#overall-score): the mean of the latest finished score of each licensed assessment (type Assessment),
  // against the subscription's thresholds.
  const overall = `with live as (${live}),
    latest as (
      select distinct on (s.user_id, s.assessment_id) s.user_id, s.total_score
      from assessment_sessions s
      join live on live.user_id = s.user_id
      join assessments a on a.id = s.assessment_id and a.assessment_type = 'Assessment'
      join subscription_assessments l on l.subscription_id = s.subscription_id and l.assessment_id = s.assessment_id
        and not l.archived
      where s.subscription_id = :sub and s.is_finished and not s.archived
      order by s.user_id, s.assessment_id, s.end_date desc, s.id desc)
    select live.*, o.score from live left join (
      select user_id, round(avg(total_score))::int as score from latest group by user_id) o on o.user_id = live.user_id`;
  const [sub] = await q<{ company_name: string; high_risk_below: number }>(
    `select company_name, high_risk_below from subscriptions where id = :sub`,
  );
  const [counts] = await q<{ people: number; drivers: number; high: number }>(
    `select count(*)::int as people,
      count(*) filter (where role_group_id = '7a1f0000-0000-4000-8000-000000000001')::int as drivers,
      count(*) filter (where score < ${sub!.high_risk_below})::int as high
    from (${overall}) x`,
  );
  const order = `order by lower(last_name), lower(first_name), id limit ${PAGE}`;
  const firstPage = await q<{ id: string }>(`select id from (${live}) x ${order}`);
  const highFirstPage = await q<{ id: string }>(
    `select id from (${overall}) x where score < ${sub!.high_risk_below} ${order}`,
  );
  const [team] = await q<{ id: string; name: string; n: number }>(
    `select t.id, t.name, count(*)::int as n from (${live}) x join subscription_teams t on t.id = x.subscription_team_id
     group by t.id, t.name order by n desc, t.id limit 1`,
  );
  const [teams] = await q<{ n: number }>(
    `select count(*)::int as n from subscription_teams where subscription_id = :sub and not archived`,
  );
  const seats = await q<{ assessment_id: string; n: number }>(
    `select assessment_id, count(distinct user_id)::int as n from assessment_sessions
     where subscription_id = :sub and not archived group by assessment_id`,
  );
  const assessmentId = generated.assessmentIds[0]!;
  // Assigned (their own assignment, or their team's) or with a session of it.
  const [involved] = await q<{ n: number }>(
    `select count(*)::int as n from (${live}) x where exists (
        select 1 from user_assessment_assignments a where a.assessment_id = '${assessmentId}' and not a.archived
          and (a.user_id = x.user_id or (a.user_id is null and a.subscription_team_id = x.subscription_team_id)))
      or exists (select 1 from assessment_sessions s where s.user_id = x.user_id and s.assessment_id = '${assessmentId}'
          and not s.archived)`,
  );
  const [driver] = await q<{ user_id: string; sessions: number; assessments: number; score: number | null }>(
    `with o as (${overall})
     select o.user_id, count(*)::int as sessions, count(distinct s.assessment_id)::int as assessments, o.score
     from o join assessment_sessions s on s.user_id = o.user_id
     where o.role_group_id = '7a1f0000-0000-4000-8000-000000000001'
     group by o.user_id, o.score order by sessions desc, count(*) filter (where not s.is_finished) desc, o.user_id limit 1`,
  );
  const provider = '7a1f0000-0000-4000-8000-0000000000a1';
  const [customers] = await q<{
    people: number;
    teams: number;
    subscriptions: number;
    licensed: number;
    study: number;
  }>(
    `select
      (select count(*)::int from profiles p join users u on u.id = p.user_id and not u.archived
        join subscriptions o on o.id = p.subscription_id and not o.archived
        where not p.archived and p.subscription_id <> '${provider}') as people,
      (select count(*)::int from subscription_teams t join subscriptions o on o.id = t.subscription_id and not o.archived
        where not t.archived and t.subscription_id <> '${provider}') as teams,
      (select count(*)::int from subscriptions where not archived and subscription_type = 'Subscription'
        and id <> '${provider}') as subscriptions,
      (select count(*)::int from subscriptions o where not o.archived and o.id <> '${provider}' and exists (
        select 1 from subscription_assessments l where l.subscription_id = o.id and l.assessment_id = '${assessmentId}'
          and not l.archived)) as licensed,
      (select count(*)::int from profiles p join users u on u.id = p.user_id and not u.archived
        where not p.archived and p.subscription_id = '${generated.studySubscriptionId}') as study`,
  );
  const [analysed] = await q<{ all: number; own: number }>(
    `select count(*)::int as all, count(*) filter (where subscription_id = :sub)::int as own from assessment_sessions
     where assessment_id = '${assessmentId}' and is_finished and not is_preview and not archived`,
  );
  const questionOfType = async (type: string) => {
    const [row] = await q<{ id: string }>(
      `select q.id from assessment_item_questions iq join questions q on q.id = iq.question_id
       where iq.assessment_id = '${assessmentId}' and q.question_type = '${type}' order by q.id limit 1`,
    );
    return row!.id;
  };
  return {
    analysedSessions: analysed!.all,
    analysedSubscriptionSessions: analysed!.own,
    responseTimeQuestionId: await questionOfType('ResponseTimeVideo'),
    locationQuestionId: await questionOfType('LocationResponseImage'),
    customerPeople: customers!.people,
    customerTeams: customers!.teams,
    customerSubscriptions: customers!.subscriptions,
    licensedSubscriptions: customers!.licensed,
    distributorSubscriptionId: generated.distributorSubscriptionId,
    distributedSubscriptions: generated.distributedSubscriptionIds.length,
    studyId: generated.studySubscriptionId,
    studyParticipants: customers!.study,
    subscriptionId,
    companyName: sub!.company_name,
    teamId: team!.id,
    teamName: team!.name,
    teamPeople: team!.n,
    people: counts!.people,
    drivers: counts!.drivers,
    high: counts!.high,
    firstPageIds: firstPage.map((row) => row.id),
    highFirstPageIds: highFirstPage.map((row) => row.id),
    teams: teams!.n,
    seats: new Map(seats.map((row) => [row.assessment_id, row.n])),
    assessmentId,
    assessmentPeople: involved!.n,
    driverUserId: driver!.user_id,
    driverSessions: driver!.sessions,
    driverAssessments: driver!.assessments,
    driverOverall: driver!.score,
  };
}

type Json = Record<string, unknown>;
const at = (data: Json, field: string) => data[field] as Json;
const pageOf = (data: Json, field: string) => at(data, field) as { total: number; rows: Json[] };
const distributionSum = (d: Json) =>
  (d.high as number) + (d.medium as number) + (d.low as number) + (d.notAssessed as number);

function cases(e: Expected): Case[] {
  const sub = { subscriptionId: e.subscriptionId };
  const peopleCheck = (expectedTotal: number, ids: string[]) => (data: Json) => {
    const page = pageOf(data, 'dashboardPeople');
    expect(page.total === expectedTotal, `people total ${page.total}, expected ${expectedTotal}`);
    const got = page.rows.map((row) => row.profileId);
    expect(
      JSON.stringify(got) === JSON.stringify(ids),
      'the first page is not the first 50 people by last, first name',
    );
  };
  const subscriptionCheck = (data: Json) => {
    const d = at(data, 'subscriptionDashboard');
    expect(d.peopleCount === e.people, `peopleCount ${d.peopleCount}, expected ${e.people}`);
    expect(d.companyName === e.companyName, `companyName ${d.companyName}`);
    const risk = at(d, 'riskDistribution');
    expect(risk.high === e.high, `riskDistribution.high ${risk.high}, expected ${e.high}`);
    expect(distributionSum(risk) === e.people, 'the risk distribution does not add up to the people');
    expect((d.completionsByMonth as Json[]).length === 12, 'completionsByMonth is not 12 months');
  };
  return [
    {
      key: 'me-own',
      label: `meDashboardViewModel, own (driver, ${e.driverSessions} sessions)`,
      viewer: 'driver',
      query: Q.me,
      variables: {},
      check: (data) => {
        const d = at(data, 'meDashboardViewModel');
        expect(d.userId === e.driverUserId && d.isOwnDashboard === true, 'not the driver’s own dashboard');
        expect(d.overallScore === e.driverOverall, `overallScore ${d.overallScore}, expected ${e.driverOverall}`);
        const items = d.items as Json[];
        const withSession = items.filter((item) => item.latestSession !== null).length;
        expect(
          withSession === e.driverAssessments,
          `${withSession} items with a session, expected ${e.driverAssessments}`,
        );
        const sessions = items.reduce(
          (sum, item) =>
            sum + (item.latestSession ? 1 : 0) + (item.historic as Json[]).length + (item.earlierUnfinished as number),
          0,
        );
        expect(sessions <= e.driverSessions, `${sessions} sessions shown, the driver has ${e.driverSessions}`);
      },
    },
    {
      key: 'me-staff',
      label: 'meDashboardViewModel(userId), staff',
      viewer: 'staff',
      query: Q.me,
      variables: { userId: e.driverUserId },
      check: (data) => {
        const d = at(data, 'meDashboardViewModel');
        expect(d.userId === e.driverUserId && d.isOwnDashboard === false && d.canRestart === true, 'wrong person view');
        expect(d.overallScore === e.driverOverall, `overallScore ${d.overallScore}, expected ${e.driverOverall}`);
      },
    },
    {
      key: 'sub',
      label: 'subscriptionDashboard, staff',
      viewer: 'staff',
      query: Q.subscription,
      variables: sub,
      check: subscriptionCheck,
    },
    {
      key: 'sub-mgr',
      label: 'subscriptionDashboard, manager',
      viewer: 'manager',
      query: Q.subscription,
      variables: {},
      check: subscriptionCheck,
    },
    {
      key: 'team',
      label: 'subscriptionDashboard(team), staff',
      viewer: 'staff',
      query: Q.subscription,
      variables: { ...sub, subscriptionTeamId: e.teamId },
      check: (data) => {
        const d = at(data, 'subscriptionDashboard');
        expect(d.peopleCount === e.teamPeople, `team peopleCount ${d.peopleCount}, expected ${e.teamPeople}`);
        expect(at(d, 'team').name === e.teamName, 'wrong team');
      },
    },
    {
      key: 'people',
      label: `dashboardPeople(All, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.people,
      variables: { ...sub, riskFilter: 'All', first: PAGE, offset: 0 },
      check: peopleCheck(e.people, e.firstPageIds),
    },
    {
      key: 'people-mgr',
      label: `dashboardPeople(All, first ${PAGE}), manager`,
      viewer: 'manager',
      query: Q.people,
      variables: { riskFilter: 'All', first: PAGE, offset: 0 },
      check: peopleCheck(e.people, e.firstPageIds),
    },
    {
      key: 'people-high',
      label: `dashboardPeople(High, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.people,
      variables: { ...sub, riskFilter: 'High', first: PAGE, offset: 0 },
      check: peopleCheck(e.high, e.highFirstPageIds),
    },
    {
      key: 'people-search',
      label: `dashboardPeople(search "pat", first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.people,
      variables: { ...sub, riskFilter: 'All', search: 'pat', first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'dashboardPeople');
        expect(page.total > 0 && page.total < e.people, `search total ${page.total}`);
        expect(
          page.rows.every((row) => `${row.firstName} ${row.lastName}`.toLowerCase().includes('pat')),
          'a row does not match the search',
        );
      },
    },
    {
      key: 'people-offset',
      label: 'dashboardPeople(offset 1,000,000), staff',
      viewer: 'staff',
      query: Q.people,
      variables: { ...sub, riskFilter: 'All', first: PAGE, offset: 1_000_000 },
      check: (data) => {
        const page = pageOf(data, 'dashboardPeople');
        expect(page.rows.length === 0, 'a huge offset returned rows');
        expect(page.total === e.people, `total ${page.total} at a huge offset, expected ${e.people}`);
      },
    },
    {
      key: 'teams',
      label: 'dashboardTeams, staff',
      viewer: 'staff',
      query: Q.teams,
      variables: { ...sub, first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'dashboardTeams');
        expect(page.total === e.teams, `teams total ${page.total}, expected ${e.teams}`);
        const team = page.rows.find((row) => row.subscriptionTeamId === e.teamId);
        expect(team?.peopleCount === e.teamPeople, `team people ${team?.peopleCount}, expected ${e.teamPeople}`);
      },
    },
    {
      key: 'assessments',
      label: 'dashboardAssessments(Assessment), staff',
      viewer: 'staff',
      query: Q.assessments,
      variables: { ...sub, assessmentType: 'Assessment', first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'dashboardAssessments');
        expect(page.total === 4, `assessments total ${page.total}, expected 4`);
        for (const row of page.rows) {
          const seats = e.seats.get(row.assessmentId as string) ?? 0;
          expect(row.seatsUsed === seats, `${row.name}: seatsUsed ${row.seatsUsed}, expected ${seats}`);
        }
      },
    },
    {
      key: 'training',
      label: 'dashboardAssessments(TrainingModule), staff',
      viewer: 'staff',
      query: Q.assessments,
      variables: { ...sub, assessmentType: 'TrainingModule', first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'dashboardAssessments');
        expect(page.total === 2, `training total ${page.total}, expected 2`);
        expect(
          page.rows.every((row) => row.averageScore === null),
          'a training module has an average score',
        );
      },
    },
    {
      key: 'assessment',
      label: 'assessmentDashboard, staff',
      viewer: 'staff',
      query: Q.assessment,
      variables: { ...sub, assessmentId: e.assessmentId },
      check: (data) => {
        const d = at(data, 'assessmentDashboard');
        const a = at(d, 'assessment');
        const seats = e.seats.get(e.assessmentId) ?? 0;
        expect(a.seatsUsed === seats, `seatsUsed ${a.seatsUsed}, expected ${seats}`);
        const bands = (d.scoreBands as Json[]).reduce((sum, band) => sum + (band.count as number), 0);
        expect(bands >= (a.completedCount as number), `score bands count ${bands}, completed ${a.completedCount}`);
      },
    },
    {
      key: 'assessment-people',
      label: `assessmentDashboardPeople(All, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.assessmentPeople,
      variables: { ...sub, assessmentId: e.assessmentId, riskFilter: 'All', first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'assessmentDashboardPeople');
        expect(page.total === e.assessmentPeople, `total ${page.total}, expected ${e.assessmentPeople}`);
        expect(page.rows.length === Math.min(PAGE, e.assessmentPeople), `${page.rows.length} rows`);
      },
    },
    {
      key: 'assessment-people-high',
      label: `assessmentDashboardPeople(High, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.assessmentPeople,
      variables: { ...sub, assessmentId: e.assessmentId, riskFilter: 'High', first: PAGE, offset: 0 },
      check: (data) => {
        const page = pageOf(data, 'assessmentDashboardPeople');
        expect(page.total > 0 && page.total < e.assessmentPeople, `High total ${page.total}`);
        expect(
          page.rows.every((row) => row.riskCategory === 'High'),
          'a row of the High filter is not High',
        );
      },
    },
    {
      key: 'provider',
      label: 'providerDashboard, staff',
      viewer: 'staff',
      query: Q.provider,
      variables: {},
      check: (data) => {
        const d = at(data, 'providerDashboard');
        expect(d.peopleCount === e.customerPeople, `peopleCount ${d.peopleCount}, expected ${e.customerPeople}`);
        expect(distributionSum(at(d, 'riskDistribution')) === e.customerPeople, 'the risk spread does not add up');
      },
    },
    {
      key: 'provider-people',
      label: `providerPeople(All, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.providerPeople,
      variables: { riskFilter: 'All', first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'providerPeople');
        expect(page.total === e.customerPeople, `total ${page.total}, expected ${e.customerPeople}`);
        expect(page.rows.length === PAGE, `${page.rows.length} rows`);
      },
    },
    {
      key: 'provider-people-high',
      label: `providerPeople(High, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.providerPeople,
      variables: { riskFilter: 'High', first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'providerPeople');
        expect(page.total > 0 && page.total < e.customerPeople, `High total ${page.total}`);
        expect(
          page.rows.every((row) => row.riskCategory === 'High'),
          'a row of the High filter is not High',
        );
      },
    },
    {
      key: 'provider-teams',
      label: `providerTeams(first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.providerTeams,
      variables: { first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'providerTeams');
        expect(page.total === e.customerTeams, `total ${page.total}, expected ${e.customerTeams}`);
      },
    },
    {
      key: 'provider-assessments',
      label: 'providerAssessments(Assessment), staff',
      viewer: 'staff',
      query: Q.providerAssessments,
      variables: { first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'providerAssessments');
        expect(page.total >= 4, `total ${page.total}`);
      },
    },
    {
      key: 'provider-assessment',
      label: 'providerAssessmentDashboard, staff',
      viewer: 'staff',
      query: Q.providerAssessment,
      variables: { assessmentId: e.assessmentId },
      check: (data) => {
        const d = at(data, 'providerAssessmentDashboard');
        const seats = at(d, 'assessment').seatsUsed as number;
        expect(seats >= (e.seats.get(e.assessmentId) ?? 0), `seatsUsed ${seats} below one subscription's`);
      },
    },
    {
      key: 'provider-assessment-subscriptions',
      label: `providerAssessmentSubscriptions(first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.providerAssessmentSubscriptions,
      variables: { assessmentId: e.assessmentId, first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'providerAssessmentSubscriptions');
        expect(page.total === e.licensedSubscriptions, `total ${page.total}, expected ${e.licensedSubscriptions}`);
        expect(page.rows.length === Math.min(PAGE, page.total), `rows ${page.rows.length}`);
      },
    },
    {
      key: 'organisations',
      label: `dashboardOrganisations(Subscription, first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.organisations,
      variables: { subscriptionType: 'Subscription', first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'dashboardOrganisations');
        expect(page.total === e.customerSubscriptions, `total ${page.total}, expected ${e.customerSubscriptions}`);
      },
    },
    {
      key: 'distributors',
      label: 'dashboardOrganisations(Distributor), staff',
      viewer: 'staff',
      query: Q.organisations,
      variables: { subscriptionType: 'Distributor', first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'dashboardOrganisations');
        expect(page.total >= 1, `total ${page.total}`);
      },
    },
    {
      key: 'distributor',
      label: 'distributorDashboard, staff',
      viewer: 'staff',
      query: Q.distributor,
      variables: { distributorSubscriptionId: e.distributorSubscriptionId },
      check: (data) => {
        const d = at(data, 'distributorDashboard');
        expect(
          d.subscriptionCount === e.distributedSubscriptions,
          `subscriptionCount ${d.subscriptionCount}, expected ${e.distributedSubscriptions}`,
        );
      },
    },
    {
      key: 'study',
      label: `studyParticipants(first ${PAGE}), staff`,
      viewer: 'staff',
      query: Q.study,
      variables: { studyId: e.studyId, first: PAGE },
      check: (data) => {
        const page = pageOf(data, 'studyParticipants');
        expect(page.total === e.studyParticipants, `total ${page.total}, expected ${e.studyParticipants}`);
      },
    },
    {
      key: 'analysis',
      label: `assessmentAnalysis, every subscription (${e.analysedSessions} sessions), staff`,
      viewer: 'staff',
      query: Q.analysis,
      variables: { assessmentId: e.assessmentId },
      targetP95Ms: ANALYSIS_TARGET_P95_MS,
      check: (data) => {
        const d = at(data, 'assessmentAnalysis');
        expect(d.sessionCount === e.analysedSessions, `sessionCount ${d.sessionCount}, expected ${e.analysedSessions}`);
        const binned = (d.scoreHistogram as Json[]).reduce((sum, bin) => sum + (bin.count as number), 0);
        expect(binned === e.analysedSessions, `the histogram holds ${binned} sessions`);
        expect((d.questions as Json[]).length > 0, 'no questions');
      },
    },
    {
      key: 'analysis-sub',
      label: 'assessmentAnalysis, one subscription, staff',
      viewer: 'staff',
      query: Q.analysis,
      variables: { assessmentId: e.assessmentId, subscriptionId: e.subscriptionId },
      targetP95Ms: ANALYSIS_TARGET_P95_MS,
      check: (data) => {
        const d = at(data, 'assessmentAnalysis');
        expect(
          d.sessionCount === e.analysedSubscriptionSessions,
          `sessionCount ${d.sessionCount}, expected ${e.analysedSubscriptionSessions}`,
        );
      },
    },
    {
      key: 'analysis-video',
      label: 'questionAnalysis, response-time video, staff',
      viewer: 'staff',
      query: Q.questionAnalysis,
      variables: { questionId: e.responseTimeQuestionId, assessmentId: e.assessmentId },
      targetP95Ms: ANALYSIS_TARGET_P95_MS,
      check: (data) => {
        const d = at(data, 'questionAnalysis');
        expect(at(d, 'figures').presented === e.analysedSessions, `presented ${at(d, 'figures').presented}`);
        expect((at(d, 'clickTimes').clickCount as number) > 0, 'no clicks');
        expect((d.responseWindows as Json[]).length > 0, 'no windows');
      },
    },
    {
      key: 'analysis-location',
      label: 'questionAnalysis, location image, staff',
      viewer: 'staff',
      query: Q.questionAnalysis,
      variables: { questionId: e.locationQuestionId, assessmentId: e.assessmentId },
      targetP95Ms: ANALYSIS_TARGET_P95_MS,
      check: (data) => {
        const d = at(data, 'questionAnalysis');
        expect((at(d, 'locationClicks').clickCount as number) > 0, 'no clicks');
        expect((at(d, 'locationClicks').cells as Json[]).length > 0, 'no heat map');
      },
    },
  ];
}

/** The SQL statements each case sends, timed, so the slowest can be explained (BENCH_DASHBOARD_EXPLAIN=1). */
const slowest = new Map<string, { ms: number; text: string; values: unknown[] }>();
let currentCase: string | null = null;
function traceQueries() {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function traced(this: unknown, ...args: unknown[]) {
    const key = currentCase;
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === 'string' ? config : config?.text;
    if (!key || !text) return original.apply(this, args);
    // drizzle passes ({ text }, values); pg.Pool#query passes (text, values, callback).
    const values = ((typeof config === 'string' ? undefined : config.values) ?? args[1]) as unknown[] | undefined;
    const started = performance.now();
    const record = () => {
      const ms = performance.now() - started;
      if ((slowest.get(key)?.ms ?? 0) < ms) slowest.set(key, { ms, text, values: Array.isArray(values) ? values : [] });
    };
    // pg.Pool#query passes a callback; drizzle's transactions await a promise.
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        record();
        callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    return result instanceof Promise ? result.finally(record) : result;
  };
}

async function measureSize(scale: number) {
  const database: BenchDatabase = await openBenchDatabase(process.env, { poolSize: 10 });
  try {
    const staff = await startSignedInApp(database.handle, CONFIG_OVERRIDES);
    const db = database.handle.db;
    const started = performance.now();
    const generated = await generateDashboardData(db, { ...sizeAt(scale), seed: SEED });
    const generationSeconds = (performance.now() - started) / 1000;
    const counts = await countRows(db);
    const expected = await expectedFigures(db, generated);
    const signIn = async (userId: string): Promise<SignedInApp> => {
      const session = await createSession(db, { userId, rememberMe: false }, LIFETIME);
      return { ...staff, cookie: `${SESSION_COOKIE}=${session.token}` };
    };
    const viewers = {
      staff,
      manager: await signIn(generated.overviewManagerUserIds[0]!),
      driver: await signIn(expected.driverUserId),
    };
    const list = cases(expected).filter((benchCase) => !ONLY_CASES || ONLY_CASES.includes(benchCase.key));
    const run = async (benchCase: Case) => {
      const body = await postGraphql(viewers[benchCase.viewer], benchCase.query, benchCase.variables);
      const parsed = JSON.parse(body) as { data?: Json; errors?: unknown[] };
      if (parsed.errors || !parsed.data) throw new CheckFailed(`${benchCase.key}: ${JSON.stringify(parsed.errors)}`);
      return { body, data: parsed.data };
    };
    // Sanity: every answer checked once before timing.
    for (const benchCase of list) {
      const { data } = await run(benchCase);
      try {
        benchCase.check(data);
      } catch (error) {
        throw new CheckFailed(`${benchCase.key} (scale ${scale}): ${(error as Error).message}`);
      }
    }
    for (let round = 0; round < WARMUP_ROUNDS; round++) for (const benchCase of list) await run(benchCase);
    const samples = list.map(() => [] as number[]);
    const bytes = list.map(() => 0);
    slowest.clear();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, benchCase] of list.entries()) {
        currentCase = benchCase.key;
        const begin = performance.now();
        const { body } = await run(benchCase);
        samples[index]!.push(performance.now() - begin);
        currentCase = null;
        bytes[index] = Buffer.byteLength(body);
      }
    }
    const measured: Measured[] = list.map((benchCase, index) => ({
      key: benchCase.key,
      label: benchCase.label,
      p50: percentile(samples[index]!, 0.5),
      p95: percentile(samples[index]!, 0.95),
      bytes: bytes[index]!,
      targetP95Ms: benchCase.targetP95Ms ?? TARGET_P95_MS,
    }));
    const explained: string[] = [];
    if (EXPLAIN) {
      for (const m of measured.filter((row) => row.p95 > row.targetP95Ms)) {
        const statement = slowest.get(m.key);
        if (!statement) continue;
        const plan = rowsOf<{ 'QUERY PLAN': string }>(
          await (db as unknown as { $client: pg.Pool }).$client.query(
            `explain (analyze, buffers) ${statement.text}`,
            statement.values as unknown[],
          ),
        );
        explained.push(
          `--- ${m.key} at scale ${scale}: slowest statement ${statement.ms.toFixed(0)} ms\n${statement.text}\n` +
            plan.map((row) => row['QUERY PLAN']).join('\n'),
        );
      }
    }
    await staff.app.close();
    return { scale, description: database.description, generationSeconds, counts, expected, measured, explained };
  } finally {
    await database.close();
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  if (!process.env.BENCH_DATABASE_URL) {
    console.log(
      'dashboards: skipped. It needs PostgreSQL (BENCH_DATABASE_URL): 2,000,000 response events on in-memory PGlite ' +
        'are not practical. Run: BENCH_DATABASE_URL=postgresql://USER:PASS@127.0.0.1:5432/postgres npx tsx bench/dashboards.bench.ts',
    );
    return;
  }
  if (EXPLAIN) traceQueries();
  const results = [];
  for (const scale of SCALES) {
    console.log(`Scale ${scale}: generating and measuring ...`);
    const result = await measureSize(scale);
    const c = result.counts;
    console.log(
      `  ${result.description}\n  generated in ${result.generationSeconds.toFixed(1)} s: ${c.subscriptions} subscriptions, ` +
        `${c.users} users, ${c.assessment_sessions} sessions, ${c.question_response_events} response events. ` +
        `Biggest subscription "${result.expected.companyName}": ${result.expected.people} people ` +
        `(${result.expected.drivers} drivers), ${result.expected.high} High, ${result.expected.teams} teams; ` +
        `the driver viewed has ${result.expected.driverSessions} sessions.`,
    );
    results.push(result);
  }
  const [small, large] = [results[0]!, results.at(-1)!];
  const fmt = (ms: number) => ms.toFixed(1);
  console.log(
    `\n${ROUNDS} measured rounds after ${WARMUP_ROUNDS} warm-up rounds per size, cases interleaved; p50/p95 in ms ` +
      `(nearest rank). Target: p95 under ${TARGET_P95_MS} ms at full size (item analysis: ${ANALYSIS_TARGET_P95_MS} ms).\n`,
  );
  console.log(
    table(
      [
        'query',
        `p50 @${small.scale}`,
        `p95 @${small.scale}`,
        `p50 @${large.scale}`,
        `p95 @${large.scale}`,
        'growth p50',
        'growth p95',
        'bytes @full',
        'p95 target @full',
      ],
      small.measured.map((row, index) => {
        const big = large.measured[index]!;
        return [
          `${row.key}. ${row.label}`,
          fmt(row.p50),
          fmt(row.p95),
          fmt(big.p50),
          fmt(big.p95),
          `${(big.p50 / row.p50).toFixed(2)}x`,
          `${(big.p95 / row.p95).toFixed(2)}x`,
          big.bytes.toLocaleString('en-GB'),
          `${big.p95 < big.targetP95Ms ? 'yes' : 'NO'} (<${big.targetP95Ms})`,
        ];
      }),
    ),
  );
  const rowsGrowth = large.expected.people / small.expected.people;
  console.log(
    `\nThe data grew ${(large.counts.question_response_events! / small.counts.question_response_events!).toFixed(1)}x ` +
      `(events); the biggest subscription's people ${rowsGrowth.toFixed(1)}x; the rows on a page stay ${PAGE}.`,
  );
  for (const result of results) for (const text of result.explained) console.log(`\n${text}`);
}

main().catch((error) => {
  console.error(error instanceof CheckFailed ? `Sanity check failed: ${error.message}` : error);
  process.exitCode = 1;
});
