import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { license } from '../../../test/assignments-harness.ts';
import { buildDashboardWorld, DISTRIBUTION, insertSession, nameProfile } from '../../../test/dashboards-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';

const PROVIDER = `{ providerDashboard { subscriptionCount distributorCount studyCount peopleCount averageScore
  riskDistribution { ${DISTRIBUTION} } completionsByMonth { month count } } }`;
const ORGANISATIONS = `query ($subscriptionType: SubscriptionType!, $distributorSubscriptionId: ID, $search: String, $offset: Int) {
  dashboardOrganisations(subscriptionType: $subscriptionType, distributorSubscriptionId: $distributorSubscriptionId,
    search: $search, offset: $offset) {
    total rows { companyName subscriptionType subscriptionNames otherSubscriptions peopleCount averageScore riskCategory
      riskDistribution { ${DISTRIBUTION} } finishedSessions }
  }
}`;
const PEOPLE_FIELDS = 'total rows { firstName lastName subscriptionName riskCategory overallScore }';
const PROVIDER_PEOPLE = `query ($riskFilter: RiskFilter, $search: String) {
  providerPeople(riskFilter: $riskFilter, search: $search) { ${PEOPLE_FIELDS} } }`;
const PROVIDER_STAFF = `query ($search: String) { providerStaff(search: $search) { ${PEOPLE_FIELDS} } }`;
const PROVIDER_TEAMS = `query ($search: String) { providerTeams(search: $search) { total rows { name subscriptionName peopleCount } } }`;
const PROVIDER_ASSESSMENTS = `query ($search: String) {
  providerAssessments(assessmentType: Assessment, search: $search) {
    total rows { name seatsUsed completedCount averageScore riskDistribution { ${DISTRIBUTION} } }
  }
}`;
const PROVIDER_ASSESSMENT = `query ($assessmentId: ID!) {
  providerAssessmentDashboard(assessmentId: $assessmentId) { assessment { name seatsUsed } scoreBands { from count } }
}`;
const ASSESSMENT_SUBSCRIPTIONS = `query ($assessmentId: ID!, $search: String, $offset: Int, $first: Int) {
  providerAssessmentSubscriptions(assessmentId: $assessmentId, search: $search, offset: $offset, first: $first) {
    total rows { companyName subscriptionType assignedCount notStartedCount startedCount completedCount averageScore
      riskDistribution { ${DISTRIBUTION} } }
  }
}`;
const DISTRIBUTOR = `query ($distributorSubscriptionId: ID) {
  distributorDashboard(distributorSubscriptionId: $distributorSubscriptionId) {
    companyName subscriptionCount peopleCount averageScore riskDistribution { ${DISTRIBUTION} }
  }
}`;
const SUMMARY = `query ($subscriptionId: ID) { subscriptionDashboard(subscriptionId: $subscriptionId) { companyName peopleCount } }`;
const STUDY = `query ($studyId: ID!, $offset: Int, $first: Int) {
  studyParticipants(studyId: $studyId, offset: $offset, first: $first) { total rows { firstName lastName isFinished } }
}`;

describe('provider, distributor and study dashboards', () => {
  const ctx = useTestApp();
  let world: Awaited<ReturnType<typeof buildDashboardWorld>>;
  let staff: BuiltUser;
  let distributorAdmin: BuiltUser;
  let other: { distributorId: string; admin: BuiltUser };
  let distributorId: string;
  let alphaId: string;
  let studyId: string;

  const ask = <T = Record<string, unknown>>(query: string, user: BuiltUser, variables: Record<string, unknown> = {}) =>
    gql<T>(ctx.app, query, { variables, cookie: user.cookie });

  beforeAll(async () => {
    world = await buildDashboardWorld(ctx.db);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    await nameProfile(ctx.db, staff, 'Sam', 'Staffer');
    const distributor = await buildSubscription(ctx.db, { companyName: 'Fleetwise', subscriptionType: 'Distributor' });
    distributorId = distributor.id;
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributorId,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    const beneath = [];
    for (const companyName of ['Alpha Buses', 'Beta Coaches', 'Delta Vans', 'Epsilon Taxis', 'Gamma Lorries']) {
      beneath.push(await buildSubscription(ctx.db, { companyName, distributorSubscriptionId: distributorId }));
    }
    alphaId = beneath[0]!.id;
    await license(ctx.db, alphaId, world.hazard);
    const alphaDriver = await buildUser(ctx.db, { subscriptionId: alphaId });
    await nameProfile(ctx.db, alphaDriver, 'Al', 'Alpha');
    await insertSession(ctx.db, {
      subscriptionId: alphaId,
      userId: alphaDriver.id,
      assessmentId: world.hazard,
      totalScore: 80,
    });
    const otherDistributor = await buildSubscription(ctx.db, {
      companyName: 'Other dist',
      subscriptionType: 'Distributor',
    });
    other = {
      distributorId: otherDistributor.id,
      admin: await buildUser(ctx.db, {
        subscriptionId: otherDistributor.id,
        roleGroup: RoleGroupName.DistributorAdministrator,
      }),
    };

    const study = await buildSubscription(ctx.db, { companyName: 'Sleep study', subscriptionType: 'Study' });
    studyId = study.id;
    await license(ctx.db, studyId, world.hazard);
    const finished = await buildUser(ctx.db, { subscriptionId: studyId });
    const unfinished = await buildUser(ctx.db, { subscriptionId: studyId });
    await nameProfile(ctx.db, finished, 'P', '001');
    await nameProfile(ctx.db, unfinished, 'P', '002');
    await insertSession(ctx.db, {
      subscriptionId: studyId,
      userId: finished.id,
      assessmentId: world.hazard,
      totalScore: 40,
    });
    await insertSession(ctx.db, {
      subscriptionId: studyId,
      userId: unfinished.id,
      assessmentId: world.hazard,
      finished: false,
    });
  });

  it("sums every customer's people, and only theirs, for staff", async () => {
    const { data, errors } = await ask<{
      providerDashboard: { peopleCount: number; riskDistribution: Record<string, number>; distributorCount: number };
    }>(PROVIDER, staff);
    expect(errors).toBeUndefined();
    const [expected] = (
      (await ctx.db.execute(sql`
        select count(*)::int as people from profiles p join users u on u.id = p.user_id and u.archived = false
        join subscriptions s on s.id = p.subscription_id and s.archived = false
        where p.archived = false and p.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}`)) as unknown as {
        rows: { people: number }[];
      }
    ).rows;
    const dashboard = data!.providerDashboard;
    expect(dashboard.peopleCount).toBe(expected!.people);
    const spread = Object.values(dashboard.riskDistribution).reduce((sum, count) => sum + count, 0);
    expect(spread).toBe(dashboard.peopleCount);
    expect(dashboard.distributorCount).toBeGreaterThanOrEqual(2);
    expect(errorCode(await ask(PROVIDER, world.overviewManager))).toBe('FORBIDDEN');
    expect(errorCode(await ask(PROVIDER, distributorAdmin))).toBe('FORBIDDEN');
  });

  it('lists subscriptions and distributors with their figures, a distributor over the subscriptions beneath it', async () => {
    const acme = await ask<{ dashboardOrganisations: { rows: object[] } }>(ORGANISATIONS, staff, {
      subscriptionType: 'Subscription',
      search: 'acme',
    });
    expect(acme.data!.dashboardOrganisations.rows).toEqual([
      {
        companyName: 'Acme Haulage',
        subscriptionType: 'Subscription',
        subscriptionNames: [],
        otherSubscriptions: 0,
        peopleCount: 7,
        averageScore: 45,
        riskCategory: 'Medium',
        riskDistribution: { high: 1, medium: 1, low: 1, notAssessed: 4 },
        finishedSessions: 6,
      },
    ]);
    const fleetwise = await ask<{ dashboardOrganisations: { rows: object[] } }>(ORGANISATIONS, staff, {
      subscriptionType: 'Distributor',
      search: 'fleetwise',
    });
    expect(fleetwise.data!.dashboardOrganisations.rows).toEqual([
      expect.objectContaining({
        companyName: 'Fleetwise',
        subscriptionNames: ['Alpha Buses', 'Beta Coaches', 'Delta Vans', 'Epsilon Taxis'],
        otherSubscriptions: 1,
        peopleCount: 1,
        averageScore: 80,
        riskCategory: 'Low',
        finishedSessions: 1,
      }),
    ]);
  });

  it('shows a distributor administrator only the subscriptions beneath their distributor', async () => {
    const own = await ask<{ dashboardOrganisations: { total: number; rows: { companyName: string }[] } }>(
      ORGANISATIONS,
      distributorAdmin,
      { subscriptionType: 'Subscription' },
    );
    expect(own.data!.dashboardOrganisations.total).toBe(5);
    expect(own.data!.dashboardOrganisations.rows.map((row) => row.companyName)).toEqual([
      'Alpha Buses',
      'Beta Coaches',
      'Delta Vans',
      'Epsilon Taxis',
      'Gamma Lorries',
    ]);
    const beyond = await ask(ORGANISATIONS, distributorAdmin, {
      subscriptionType: 'Subscription',
      distributorSubscriptionId: other.distributorId,
    });
    expect(errorCode(beyond)).toBe('NOT_FOUND');
    const summary = await ask<{ distributorDashboard: object }>(DISTRIBUTOR, distributorAdmin);
    expect(summary.data!.distributorDashboard).toEqual({
      companyName: 'Fleetwise',
      subscriptionCount: 5,
      peopleCount: 1,
      averageScore: 80,
      riskDistribution: { high: 0, medium: 0, low: 1, notAssessed: 0 },
    });
    expect(errorCode(await ask(DISTRIBUTOR, other.admin, { distributorSubscriptionId: distributorId }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await ask(DISTRIBUTOR, world.overviewManager))).toBe('FORBIDDEN');
    const alpha = await ask<{ subscriptionDashboard: object }>(SUMMARY, distributorAdmin, { subscriptionId: alphaId });
    expect(alpha.data!.subscriptionDashboard).toEqual({ companyName: 'Alpha Buses', peopleCount: 1 });
    expect(errorCode(await ask(SUMMARY, distributorAdmin, { subscriptionId: world.acmeId }))).toBe('NOT_FOUND');
    expect(errorCode(await ask(ORGANISATIONS, world.overviewManager, { subscriptionType: 'Subscription' }))).toBe(
      'FORBIDDEN',
    );
  });

  it("lists the customers' people and teams with their subscription, and the staff apart", async () => {
    const high = await ask<{ providerPeople: { rows: object[] } }>(PROVIDER_PEOPLE, staff, {
      riskFilter: 'High',
      search: 'baker',
    });
    expect(high.data!.providerPeople.rows).toEqual([
      { firstName: 'Ben', lastName: 'Baker', subscriptionName: 'Acme Haulage', riskCategory: 'High', overallScore: 10 },
    ]);
    const staffer = await ask<{ providerPeople: { total: number } }>(PROVIDER_PEOPLE, staff, { search: 'staffer' });
    expect(staffer.data!.providerPeople.total).toBe(0);
    const staffTab = await ask<{ providerStaff: { rows: { lastName: string }[] } }>(PROVIDER_STAFF, staff, {
      search: 'staffer',
    });
    expect(staffTab.data!.providerStaff.rows.map((row) => row.lastName)).toEqual(['Staffer']);
    const teams = await ask<{ providerTeams: { rows: object[] } }>(PROVIDER_TEAMS, staff, { search: 'shift' });
    expect(teams.data!.providerTeams.rows).toEqual([
      { name: 'Day shift', subscriptionName: 'Acme Haulage', peopleCount: 3 },
      { name: 'Night shift', subscriptionName: 'Acme Haulage', peopleCount: 1 },
    ]);
    expect(errorCode(await ask(PROVIDER_PEOPLE, world.overviewManager))).toBe('FORBIDDEN');
  });

  it('shows each assessment over every customer', async () => {
    const { data } = await ask<{ providerAssessments: { rows: object[] } }>(PROVIDER_ASSESSMENTS, staff, {
      search: 'hazard perception',
    });
    // Acme: Ann 90, Ben 10, Cat 50 finished, Dan started; Rival 5; Alpha 80; the study's P001 40 and P002 started.
    expect(data!.providerAssessments.rows).toEqual([
      {
        name: 'Hazard perception',
        seatsUsed: 8,
        completedCount: 6,
        averageScore: 46,
        riskDistribution: { high: 2, medium: 2, low: 2, notAssessed: 4 },
      },
    ]);
    const one = await ask<{
      providerAssessmentDashboard: { assessment: object; scoreBands: { from: number; count: number }[] };
    }>(PROVIDER_ASSESSMENT, staff, { assessmentId: world.hazard });
    expect(one.data!.providerAssessmentDashboard.assessment).toEqual({ name: 'Hazard perception', seatsUsed: 8 });
    expect(one.data!.providerAssessmentDashboard.scoreBands.reduce((sum, band) => sum + band.count, 0)).toBe(6);
    expect(errorCode(await ask(PROVIDER_ASSESSMENT, staff, { assessmentId: crypto.randomUUID() }))).toBe('NOT_FOUND');
  });

  it('lists the subscriptions licensed to an assessment with how their people stand at it', async () => {
    const { data } = await ask<{ providerAssessmentSubscriptions: { total: number; rows: object[] } }>(
      ASSESSMENT_SUBSCRIPTIONS,
      staff,
      { assessmentId: world.hazard },
    );
    const row = (companyName: string, counts: number[], averageScore: number, risk: number[]) => ({
      companyName,
      subscriptionType: companyName === 'Sleep study' ? 'Study' : 'Subscription',
      assignedCount: counts[0],
      notStartedCount: counts[1],
      startedCount: counts[2],
      completedCount: counts[3],
      averageScore,
      riskDistribution: { high: risk[0], medium: risk[1], low: risk[2], notAssessed: risk[3] },
    });
    // Acme: the Day shift (Ann 90, Ben 10, its manager), Dan (started) and Eve assigned; Cat 50 unassigned.
    expect(data!.providerAssessmentSubscriptions).toEqual({
      total: 4,
      rows: [
        row('Acme Haulage', [5, 2, 1, 3], 50, [1, 1, 1, 3]),
        row('Alpha Buses', [0, 0, 0, 1], 80, [0, 0, 1, 0]),
        row('Rival Freight', [0, 0, 0, 1], 5, [1, 0, 0, 0]),
        row('Sleep study', [0, 0, 1, 1], 40, [0, 1, 0, 1]),
      ],
    });
    const names = async (variables: Record<string, unknown>) => {
      const page = await ask<{ providerAssessmentSubscriptions: { total: number; rows: { companyName: string }[] } }>(
        ASSESSMENT_SUBSCRIPTIONS,
        staff,
        { assessmentId: world.hazard, ...variables },
      );
      const { total, rows } = page.data!.providerAssessmentSubscriptions;
      return { total, names: rows.map((one) => one.companyName) };
    };
    expect(await names({ offset: 2, first: 2 })).toEqual({ total: 4, names: ['Rival Freight', 'Sleep study'] });
    expect(await names({ search: 'rival' })).toEqual({ total: 1, names: ['Rival Freight'] });
    expect(await names({ offset: 1_000_000 })).toEqual({ total: 4, names: [] });
    const unknown = { assessmentId: crypto.randomUUID() };
    expect(errorCode(await ask(ASSESSMENT_SUBSCRIPTIONS, staff, unknown))).toBe('NOT_FOUND');
    const forDistributor = { assessmentId: world.hazard };
    expect(errorCode(await ask(ASSESSMENT_SUBSCRIPTIONS, distributorAdmin, forDistributor))).toBe('FORBIDDEN');
  });

  it('lists the participants of a study with whether they finished, for staff', async () => {
    const { data } = await ask<{ studyParticipants: object }>(STUDY, staff, { studyId });
    expect(data!.studyParticipants).toEqual({
      total: 2,
      rows: [
        { firstName: 'P', lastName: '001', isFinished: true },
        { firstName: 'P', lastName: '002', isFinished: false },
      ],
    });
    const second = await ask<{ studyParticipants: { rows: object[] } }>(STUDY, staff, { studyId, offset: 1, first: 1 });
    expect(second.data!.studyParticipants.rows).toEqual([{ firstName: 'P', lastName: '002', isFinished: false }]);
    const past = await ask<{ studyParticipants: object }>(STUDY, staff, { studyId, offset: 500 });
    expect(past.data!.studyParticipants).toEqual({ total: 2, rows: [] });
    expect(errorCode(await ask(STUDY, staff, { studyId: world.acmeId }))).toBe('NOT_FOUND');
    expect(errorCode(await ask(STUDY, world.overviewManager, { studyId }))).toBe('FORBIDDEN');
  });
});
