import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardWorld, DISTRIBUTION, PERSON_DASHBOARD } from '../../../test/dashboards-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { driverMetricRecommendations } from '../content-rules/content-rule.table.ts';

interface PersonDashboardResult {
  userId: string;
  isOwnDashboard: boolean;
  canRestart: boolean;
  overallScore: number | null;
  overallRisk: string;
  riskExplanation: {
    score: number | null;
    category: string;
    pulledDown: { name: string; value: number; band: string }[];
    nextBand: unknown;
  };
  metrics: { name: string; value: number }[];
  items: {
    name: string;
    status: string;
    assigned: boolean;
    teamAssignment: boolean;
    targetDate: string | null;
    earlierUnfinished: number;
    retakeAllowed: boolean;
    latestSession: { id: string; isFinished: boolean; totalScore: number | null; riskCategory: string } | null;
    historic: { id: string; totalScore: number }[];
    recommended: boolean;
  }[];
}

const PEOPLE = `query ($subscriptionId: ID, $subscriptionTeamId: ID, $riskFilter: RiskFilter, $search: String, $offset: Int, $first: Int) {
  dashboardPeople(subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId, riskFilter: $riskFilter,
    search: $search, offset: $offset, first: $first) {
    total rows { userId firstName lastName teamName overallScore riskCategory assignedCount completedCount lastActivityDate }
  }
}`;
const SUMMARY = `query ($subscriptionId: ID, $subscriptionTeamId: ID) {
  subscriptionDashboard(subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId) {
    companyName subscriptionType team { name } peopleCount averageScore riskDistribution { ${DISTRIBUTION} }
    completionsByMonth { month count } scoresByTeam { name averageScore peopleCount }
  }
}`;
const TEAMS = `query ($subscriptionId: ID, $search: String, $offset: Int) {
  dashboardTeams(subscriptionId: $subscriptionId, search: $search, offset: $offset) {
    total rows { name peopleCount averageScore riskCategory riskDistribution { ${DISTRIBUTION} } }
  }
}`;
const ASSESSMENTS = `query ($assessmentType: AssessmentType!, $subscriptionTeamId: ID, $offset: Int) {
  dashboardAssessments(assessmentType: $assessmentType, subscriptionTeamId: $subscriptionTeamId, offset: $offset) {
    total rows { name assignedCount notStartedCount startedCount completedCount averageScore seatsUsed
      riskDistribution { ${DISTRIBUTION} } }
  }
}`;
const ASSESSMENT = `query ($assessmentId: ID!, $subscriptionId: ID) {
  assessmentDashboard(assessmentId: $assessmentId, subscriptionId: $subscriptionId) {
    assessment { name seatsUsed completedCount } completionsByMonth { month count } scoreBands { from to count }
  }
}`;
const ASSESSMENT_PEOPLE = `query ($assessmentId: ID!, $riskFilter: RiskFilter, $offset: Int) {
  assessmentDashboardPeople(assessmentId: $assessmentId, riskFilter: $riskFilter, offset: $offset) {
    total rows { firstName lastName status targetDate latestScore riskCategory completionDate latestSessionId }
  }
}`;

const sum = (months: { count: number }[]) => months.reduce((total, month) => total + month.count, 0);

describe('dashboards', () => {
  const ctx = useTestApp();
  let world: Awaited<ReturnType<typeof buildDashboardWorld>>;
  let staff: BuiltUser;

  const ask = <T = Record<string, unknown>>(query: string, user: BuiltUser, variables: Record<string, unknown> = {}) =>
    gql<T>(ctx.app, query, { variables, cookie: user.cookie });
  const person = (user: BuiltUser, variables: Record<string, unknown> = {}) =>
    ask<{ meDashboardViewModel: PersonDashboardResult }>(PERSON_DASHBOARD, user, variables);

  beforeAll(async () => {
    world = await buildDashboardWorld(ctx.db);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  describe('the person dashboard', () => {
    it('shows a driver their own sections, history, metrics and why their risk is what it is', async () => {
      const { data, errors } = await person(world.ann);
      expect(errors).toBeUndefined();
      const dashboard = data!.meDashboardViewModel;
      expect(dashboard).toMatchObject({ userId: world.ann.id, isOwnDashboard: true, canRestart: false });
      // Latest finished Hazard 90 and Braking 60: (90 + 60) / 2 = 75, Low with 30/70.
      expect(dashboard.overallScore).toBe(75);
      expect(dashboard.overallRisk).toBe('Low');
      expect(dashboard.riskExplanation).toEqual({
        score: 75,
        category: 'Low',
        pulledDown: [{ driverMetricId: world.hazards, name: 'Hazards', value: 25, band: 'High' }],
        nextBand: null,
      });
      expect(dashboard.metrics.map((metric) => [metric.name, metric.value])).toEqual([
        ['Hazards', 25],
        ['Speed', 80],
      ]);
      const [braking, hazard] = dashboard.items;
      expect(dashboard.items.map((item) => item.name)).toEqual(['Braking', 'Hazard perception']);
      expect(braking).toMatchObject({ status: 'Started', assigned: true, teamAssignment: false, earlierUnfinished: 0 });
      expect(braking!.latestSession).toMatchObject({
        id: world.sessions.annBrakingRetry,
        isFinished: false,
        riskCategory: 'NotAssessed',
      });
      expect(braking!.historic.map((session) => session.id)).toEqual([world.sessions.annBraking]);
      expect(Date.parse(braking!.targetDate!)).toBeLessThan(Date.now());
      expect(hazard).toMatchObject({ status: 'Completed', teamAssignment: true, retakeAllowed: false });
      expect(hazard!.latestSession).toMatchObject({
        id: world.sessions.annHazard,
        totalScore: 90,
        riskCategory: 'Low',
      });
      expect(hazard!.historic).toEqual([expect.objectContaining({ id: world.sessions.annHazardOld, totalScore: 20 })]);
    });

    it('puts a flagged finished session under Marked Suspicious and explains a High risk', async () => {
      const dashboard = (await person(world.ben)).data!.meDashboardViewModel;
      expect(dashboard.items.map((item) => [item.name, item.status])).toEqual([
        ['Hazard perception', 'MarkedSuspicious'],
      ]);
      expect(dashboard.overallRisk).toBe('High');
      expect(dashboard.riskExplanation.nextBand).toEqual({ category: 'Medium', targetScore: 30, pointsNeeded: 20 });
    });

    it('shows someone with nothing finished as not assessed, with their assignment not started', async () => {
      const dashboard = (await person(world.eve)).data!.meDashboardViewModel;
      expect(dashboard.overallRisk).toBe('NotAssessed');
      expect(dashboard.overallScore).toBeNull();
      expect(dashboard.items.map((item) => [item.name, item.status, item.retakeAllowed])).toEqual([
        ['Hazard perception', 'NotStarted', true],
      ]);
    });

    it("lets managers and staff see a person's dashboard, but not as their own, and only staff may restart", async () => {
      const byManager = (await person(world.overviewManager, { userId: world.ann.id })).data!.meDashboardViewModel;
      expect(byManager).toMatchObject({
        userId: world.ann.id,
        isOwnDashboard: false,
        canRestart: false,
        overallScore: 75,
      });
      const byStaff = (await person(staff, { userId: world.ann.id })).data!.meDashboardViewModel;
      expect(byStaff).toMatchObject({ isOwnDashboard: false, canRestart: true });
      const ownById = (await person(world.ann, { userId: world.ann.id })).data!.meDashboardViewModel;
      expect(ownById.isOwnDashboard).toBe(true);
    });

    it('answers not found for someone the viewer does not manage', async () => {
      expect(errorCode(await person(world.ben, { userId: world.ann.id }))).toBe('NOT_FOUND');
      expect(errorCode(await person(world.rivalManager, { userId: world.ann.id }))).toBe('NOT_FOUND');
      expect(errorCode(await person(world.overviewManager, { userId: world.rivalDriver.id }))).toBe('NOT_FOUND');
      expect(errorCode(await person(world.overviewManager, { profileId: crypto.randomUUID() }))).toBe('NOT_FOUND');
      expect(errorCode(await person(world.overviewManager, { userId: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('the subscription dashboard', () => {
    it('aggregates the people, their risk, the completions by month and the scores by team', async () => {
      const { data, errors } = await ask<{ subscriptionDashboard: Record<string, unknown> }>(
        SUMMARY,
        world.overviewManager,
      );
      expect(errors).toBeUndefined();
      const dashboard = data!.subscriptionDashboard as {
        completionsByMonth: { month: string; count: number }[];
      } & Record<string, unknown>;
      expect(dashboard).toMatchObject({
        companyName: 'Acme Haulage',
        team: null,
        peopleCount: 7,
        // Ann 75, Ben 10, Cat 50: (75 + 10 + 50) / 3 = 45.
        averageScore: 45,
        riskDistribution: { high: 1, medium: 1, low: 1, notAssessed: 4 },
        scoresByTeam: [
          // Day shift: Ann 75 and Ben 10 (Mia is not assessed): 42.5 rounds to 43.
          { name: 'Day shift', averageScore: 43, peopleCount: 3 },
          { name: 'Night shift', averageScore: 50, peopleCount: 1 },
        ],
      });
      expect(dashboard.completionsByMonth).toHaveLength(12);
      expect(dashboard.completionsByMonth.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
      expect(sum(dashboard.completionsByMonth)).toBe(6);
    });

    it('lists people by name with their overall risk, as the person dashboard works it out', async () => {
      const { data } = await ask<{ dashboardPeople: { total: number; rows: Record<string, unknown>[] } }>(
        PEOPLE,
        world.overviewManager,
      );
      const page = data!.dashboardPeople;
      expect(page.total).toBe(7);
      expect(page.rows.map((row) => row.lastName)).toEqual([
        'Archer',
        'Baker',
        'Carter',
        'Dale',
        'Evans',
        'Manager',
        'Overview',
      ]);
      expect(page.rows[0]).toMatchObject({
        teamName: 'Day shift',
        overallScore: 75,
        riskCategory: 'Low',
        assignedCount: 2,
        completedCount: 1,
      });
      for (const row of page.rows) {
        const own = (await person(world.overviewManager, { userId: row.userId })).data!.meDashboardViewModel;
        expect([row.lastName, row.overallScore, row.riskCategory]).toEqual([
          row.lastName,
          own.overallScore,
          own.overallRisk,
        ]);
      }
    });

    it('filters people by risk and name, and pages past the end without an error', async () => {
      const names = async (variables: Record<string, unknown>) => {
        const { data } = await ask<{ dashboardPeople: { total: number; rows: { lastName: string }[] } }>(
          PEOPLE,
          world.overviewManager,
          variables,
        );
        return [data!.dashboardPeople.total, data!.dashboardPeople.rows.map((row) => row.lastName)];
      };
      expect(await names({ riskFilter: 'High' })).toEqual([1, ['Baker']]);
      expect(await names({ riskFilter: 'Medium' })).toEqual([1, ['Carter']]);
      expect(await names({ riskFilter: 'NotAssessed' })).toEqual([4, ['Dale', 'Evans', 'Manager', 'Overview']]);
      expect(await names({ riskFilter: 'All', search: 'ann arc' })).toEqual([1, ['Archer']]);
      expect(await names({ offset: 2, first: 2 })).toEqual([7, ['Carter', 'Dale']]);
      expect(await names({ offset: 1_000_000 })).toEqual([7, []]);
    });

    it('rejects a risk filter that does not exist, naming the choices', async () => {
      const response = await ask<Record<string, unknown>>(PEOPLE, world.overviewManager, { riskFilter: 'Severe' });
      expect(response.data ?? null).toBeNull();
      expect(response.errors?.[0]?.message).toMatch(/Severe.*RiskFilter|RiskFilter.*Severe/);
      expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
      const negative = await ask<Record<string, unknown>>(PEOPLE, world.overviewManager, { offset: -1 });
      expect(errorCode(negative)).toBe('BAD_USER_INPUT');
    });

    it('keeps drivers out and other subscriptions not found', async () => {
      expect(errorCode(await ask(SUMMARY, world.ann))).toBe('FORBIDDEN');
      expect(errorCode(await ask(SUMMARY, world.overviewManager, { subscriptionId: world.rivalId }))).toBe('NOT_FOUND');
      expect(errorCode(await ask(PEOPLE, world.rivalManager, { subscriptionId: world.acmeId }))).toBe('NOT_FOUND');
      const staffView = await ask<{ subscriptionDashboard: { peopleCount: number } }>(SUMMARY, staff, {
        subscriptionId: world.acmeId,
      });
      expect(staffView.data!.subscriptionDashboard.peopleCount).toBe(7);
    });
  });

  describe('teams', () => {
    it("shows a team's dashboard to its driver manager but no other team", async () => {
      const day = await ask<{ subscriptionDashboard: { team: { name: string }; peopleCount: number } }>(
        SUMMARY,
        world.dayManager,
        { subscriptionTeamId: world.dayTeam },
      );
      expect(day.data!.subscriptionDashboard).toMatchObject({ team: { name: 'Day shift' }, peopleCount: 3 });
      expect(errorCode(await ask(SUMMARY, world.dayManager, { subscriptionTeamId: world.nightTeam }))).toBe(
        'NOT_FOUND',
      );
      expect(errorCode(await ask(PEOPLE, world.dayManager, { subscriptionTeamId: world.nightTeam }))).toBe('NOT_FOUND');
      const night = await ask<{ dashboardPeople: { rows: { lastName: string }[] } }>(PEOPLE, world.overviewManager, {
        subscriptionTeamId: world.nightTeam,
      });
      expect(night.data!.dashboardPeople.rows.map((row) => row.lastName)).toEqual(['Carter']);
      expect(errorCode(await ask(SUMMARY, world.overviewManager, { subscriptionTeamId: world.rivalTeam }))).toBe(
        'NOT_FOUND',
      );
    });

    it('lists the teams with their spread; a driver manager sees only their own', async () => {
      const all = await ask<{ dashboardTeams: { total: number; rows: Record<string, unknown>[] } }>(
        TEAMS,
        world.overviewManager,
      );
      expect(all.data!.dashboardTeams).toEqual({
        total: 2,
        rows: [
          {
            name: 'Day shift',
            peopleCount: 3,
            averageScore: 43,
            riskCategory: 'Medium',
            riskDistribution: { high: 1, medium: 0, low: 1, notAssessed: 1 },
          },
          {
            name: 'Night shift',
            peopleCount: 1,
            averageScore: 50,
            riskCategory: 'Medium',
            riskDistribution: { high: 0, medium: 1, low: 0, notAssessed: 0 },
          },
        ],
      });
      const own = await ask<{ dashboardTeams: { total: number; rows: { name: string }[] } }>(TEAMS, world.dayManager);
      expect(own.data!.dashboardTeams.rows.map((row) => row.name)).toEqual(['Day shift']);
      const past = await ask<{ dashboardTeams: { total: number; rows: unknown[] } }>(TEAMS, world.overviewManager, {
        offset: 99,
      });
      expect(past.data!.dashboardTeams).toEqual({ total: 2, rows: [] });
    });
  });

  describe('assessments', () => {
    it('counts who is assigned, started and finished, the seats used and the spread of each licensed assessment', async () => {
      const { data } = await ask<{ dashboardAssessments: { total: number; rows: Record<string, unknown>[] } }>(
        ASSESSMENTS,
        world.overviewManager,
        { assessmentType: 'Assessment' },
      );
      expect(data!.dashboardAssessments).toEqual({
        total: 2,
        rows: [
          {
            name: 'Braking',
            assignedCount: 1,
            notStartedCount: 0,
            startedCount: 1,
            completedCount: 0,
            averageScore: 60,
            seatsUsed: 1,
            riskDistribution: { high: 0, medium: 1, low: 0, notAssessed: 0 },
          },
          {
            name: 'Hazard perception',
            // Day shift (Ann, Ben, Mia) by team, Dan and Eve their own.
            assignedCount: 5,
            notStartedCount: 2,
            startedCount: 1,
            completedCount: 3,
            averageScore: 50,
            seatsUsed: 4,
            riskDistribution: { high: 1, medium: 1, low: 1, notAssessed: 3 },
          },
        ],
      });
      const training = await ask<{ dashboardAssessments: { rows: Record<string, unknown>[] } }>(
        ASSESSMENTS,
        world.overviewManager,
        { assessmentType: 'TrainingModule' },
      );
      expect(training.data!.dashboardAssessments.rows).toEqual([
        expect.objectContaining({
          name: 'Night driving',
          assignedCount: 1,
          completedCount: 1,
          averageScore: null,
          seatsUsed: 1,
        }),
      ]);
    });

    it("shows one assessment's chart data and people, filtered by risk", async () => {
      const { data } = await ask<{
        assessmentDashboard: {
          assessment: object;
          completionsByMonth: { count: number }[];
          scoreBands: { from: number; count: number }[];
        };
      }>(ASSESSMENT, world.overviewManager, { assessmentId: world.hazard });
      const dashboard = data!.assessmentDashboard;
      expect(dashboard.assessment).toEqual({ name: 'Hazard perception', seatsUsed: 4, completedCount: 3 });
      expect(sum(dashboard.completionsByMonth)).toBe(4);
      expect(dashboard.scoreBands.filter((band) => band.count > 0).map((band) => band.from)).toEqual([10, 50, 90]);
      expect(dashboard.scoreBands.at(-1)).toEqual({ from: 90, to: 100, count: 1 });

      const people = await ask<{ assessmentDashboardPeople: { total: number; rows: Record<string, unknown>[] } }>(
        ASSESSMENT_PEOPLE,
        world.overviewManager,
        { assessmentId: world.hazard, riskFilter: 'NotAssessed' },
      );
      expect(people.data!.assessmentDashboardPeople.total).toBe(3);
      expect(people.data!.assessmentDashboardPeople.rows.map((row) => [row.lastName, row.status])).toEqual([
        ['Dale', 'Started'],
        ['Evans', 'NotStarted'],
        ['Manager', 'NotStarted'],
      ]);
      const ann = await ask<{ assessmentDashboardPeople: { rows: Record<string, unknown>[] } }>(
        ASSESSMENT_PEOPLE,
        world.overviewManager,
        { assessmentId: world.hazard, riskFilter: 'Low' },
      );
      expect(ann.data!.assessmentDashboardPeople.rows).toEqual([
        expect.objectContaining({
          lastName: 'Archer',
          status: 'Completed',
          latestScore: 90,
          latestSessionId: world.sessions.annHazard,
        }),
      ]);
    });

    it('answers not found for an assessment the subscription does not license, or another subscription', async () => {
      expect(errorCode(await ask(ASSESSMENT, world.overviewManager, { assessmentId: world.unlicensed }))).toBe(
        'NOT_FOUND',
      );
      expect(
        errorCode(
          await ask(ASSESSMENT, world.overviewManager, { assessmentId: world.hazard, subscriptionId: world.rivalId }),
        ),
      ).toBe('NOT_FOUND');
      const past = await ask<{ assessmentDashboardPeople: { total: number; rows: unknown[] } }>(
        ASSESSMENT_PEOPLE,
        world.overviewManager,
        { assessmentId: world.hazard, offset: 5000 },
      );
      expect(past.data!.assessmentDashboardPeople).toEqual({ total: 6, rows: [] });
    });
  });

  // Last: it adds a rule that shows Night driving on Ann's dashboard.
  it("recommends by the person's current metric value, not the metric's start value", async () => {
    await ctx.db.insert(driverMetricRecommendations).values({
      id: crypto.randomUUID(),
      targetId: world.night,
      targetType: 'Assessment',
      driverMetricId: world.hazards,
      minScore: 0,
      maxScore: 30,
    });
    const ann = (await person(world.ann)).data!.meDashboardViewModel;
    expect(ann.items.find((item) => item.name === 'Night driving')).toMatchObject({
      status: 'NotStarted',
      assigned: false,
      recommended: true,
      targetDate: null,
    });
    // Ben was never measured: his Hazards value is the start value 50, outside 0..30.
    const ben = (await person(world.ben)).data!.meDashboardViewModel;
    expect(ben.items.map((item) => item.name)).toEqual(['Hazard perception']);
  });
});
