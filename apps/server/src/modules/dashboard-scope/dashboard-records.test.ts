import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileOf } from '../../../test/assignments-harness.ts';
import { buildDashboardWorld } from '../../../test/dashboards-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

const FILTER_VARIABLES =
  '$subscriptionId: ID!, $subscriptionTeamId: ID, $userId: ID, $profileId: ID, $offset: Int, $first: Int';
const FILTER_ARGS =
  'subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId, userId: $userId, profileId: $profileId, offset: $offset, first: $first';
const SESSIONS = `query (${FILTER_VARIABLES}, $assessmentId: ID) {
  assessmentSessions(${FILTER_ARGS}, assessmentId: $assessmentId) { id userId assessmentId subscriptionId startDate }
}`;
const ASSIGNMENTS = `query (${FILTER_VARIABLES}, $assessmentId: ID) {
  userAssessmentAssignments(${FILTER_ARGS}, assessmentId: $assessmentId) {
    id userId subscriptionTeamId assessmentId subscriptionId
  }
}`;
const METRICS = `query (${FILTER_VARIABLES}, $driverMetricId: ID) {
  userDriverMetrics(${FILTER_ARGS}, driverMetricId: $driverMetricId) { userId driverMetricId currentValue }
}`;

type World = Awaited<ReturnType<typeof buildDashboardWorld>>;
type Row = Record<string, string | number | null>;

describe('the raw records behind a subscription dashboard: assessmentSessions, userAssessmentAssignments, userDriverMetrics', () => {
  const ctx = useTestApp();
  let world: World;
  let distributorAdmin: BuiltUser;
  let otherDistributorAdmin: BuiltUser;
  let staff: BuiltUser;

  const ask = async (query: string, caller: BuiltUser, variables: Record<string, unknown>) => {
    const response = await gql<Record<string, Row[]>>(ctx.app, query, { cookie: caller.cookie, variables });
    const list = response.data ? Object.values(response.data)[0]! : null;
    return { response, list };
  };
  const sessions = (caller: BuiltUser, variables: Record<string, unknown> = {}) =>
    ask(SESSIONS, caller, { subscriptionId: world.acmeId, ...variables });
  const assignments = (caller: BuiltUser, variables: Record<string, unknown> = {}) =>
    ask(ASSIGNMENTS, caller, { subscriptionId: world.acmeId, ...variables });
  const metrics = (caller: BuiltUser, variables: Record<string, unknown> = {}) =>
    ask(METRICS, caller, { subscriptionId: world.acmeId, ...variables });
  const ids = (list: Row[] | null) => (list ?? []).map((row) => row.id).sort();

  beforeAll(async () => {
    world = await buildDashboardWorld(ctx.db);
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    await ctx.db
      .update(subscriptions)
      .set({ distributorSubscriptionId: distributor.id })
      .where(eq(subscriptions.id, world.acmeId));
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    otherDistributorAdmin = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  describe('assessmentSessions', () => {
    it("lists the subscription's sessions, newest first, never another tenant's", async () => {
      const { response, list } = await sessions(world.overviewManager);
      expect(response.errors).toBeUndefined();
      const { rival, ...acme } = world.sessions;
      expect(ids(list)).toEqual(Object.values(acme).sort());
      const starts = list!.map((row) => row.startDate as string);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it('narrows to a team, a person (by user or profile id) and an assessment', async () => {
      const s = world.sessions;
      const team = await sessions(world.overviewManager, { subscriptionTeamId: world.dayTeam });
      expect(ids(team.list)).toEqual(
        [s.annHazardOld, s.annHazard, s.annBraking, s.annBrakingRetry, s.benHazard].sort(),
      );
      const byUser = await sessions(world.overviewManager, { userId: world.ben.id });
      expect(ids(byUser.list)).toEqual([s.benHazard]);
      const byProfile = await sessions(world.overviewManager, { profileId: (await profileOf(ctx.db, world.ben)).id });
      expect(ids(byProfile.list)).toEqual([s.benHazard]);
      const braking = await sessions(world.overviewManager, { assessmentId: world.braking });
      expect(ids(braking.list)).toEqual([s.annBraking, s.annBrakingRetry].sort());
    });

    it('pages with offset and first', async () => {
      const all = (await sessions(world.overviewManager)).list!.map((row) => row.id);
      const first = (await sessions(world.overviewManager, { offset: 0, first: 3 })).list!.map((row) => row.id);
      const next = (await sessions(world.overviewManager, { offset: 3, first: 3 })).list!.map((row) => row.id);
      expect([...first, ...next]).toEqual(all.slice(0, 6));
    });
  });

  describe('userAssessmentAssignments', () => {
    it("lists the people's assignments and the team-wide ones; a team gets its own team-wide ones only", async () => {
      const { response, list } = await assignments(world.overviewManager);
      expect(response.errors).toBeUndefined();
      expect(list).toHaveLength(5);
      const team = await assignments(world.overviewManager, { subscriptionTeamId: world.dayTeam });
      expect(team.list!.map((row) => [row.userId, row.subscriptionTeamId, row.assessmentId])).toEqual(
        expect.arrayContaining([
          [null, world.dayTeam, world.hazard],
          [world.ann.id, null, world.braking],
        ]),
      );
      expect(team.list).toHaveLength(2);
    });

    it('narrows to a person and an assessment', async () => {
      const ann = await assignments(world.overviewManager, { userId: world.ann.id });
      expect(ann.list!.map((row) => row.assessmentId)).toEqual([world.braking]);
      const hazard = await assignments(world.overviewManager, { assessmentId: world.hazard });
      expect(hazard.list).toHaveLength(3);
    });
  });

  describe('userDriverMetrics', () => {
    it("lists the people's current metric values, optionally one metric's", async () => {
      const { response, list } = await metrics(world.overviewManager);
      expect(response.errors).toBeUndefined();
      expect(list).toEqual(
        expect.arrayContaining([
          { userId: world.ann.id, driverMetricId: world.speed, currentValue: 80 },
          { userId: world.ann.id, driverMetricId: world.hazards, currentValue: 25 },
        ]),
      );
      expect(list).toHaveLength(2);
      const speed = await metrics(world.overviewManager, { driverMetricId: world.speed });
      expect(speed.list).toEqual([{ userId: world.ann.id, driverMetricId: world.speed, currentValue: 80 }]);
      expect((await metrics(world.overviewManager, { userId: world.ben.id })).list).toEqual([]);
    });
  });

  describe('who may ask', () => {
    const queries = [SESSIONS, ASSIGNMENTS, METRICS];

    it('answers the distributor administrator above the subscription and staff', async () => {
      for (const query of queries) {
        for (const caller of [distributorAdmin, staff]) {
          const { response, list } = await ask(query, caller, { subscriptionId: world.acmeId });
          expect(response.errors).toBeUndefined();
          expect(list!.length).toBeGreaterThan(0);
        }
      }
    });

    it("answers NOT_FOUND for another tenant's subscription, team or person, or one the caller does not manage", async () => {
      for (const query of queries) {
        const cases: [BuiltUser, Record<string, unknown>][] = [
          [world.rivalManager, { subscriptionId: world.acmeId }],
          [otherDistributorAdmin, { subscriptionId: world.acmeId }],
          [world.overviewManager, { subscriptionId: world.rivalId }],
          [world.overviewManager, { subscriptionId: world.acmeId, subscriptionTeamId: world.rivalTeam }],
          [world.overviewManager, { subscriptionId: world.acmeId, userId: world.rivalDriver.id }],
          [
            world.overviewManager,
            { subscriptionId: world.acmeId, subscriptionTeamId: world.nightTeam, userId: world.ann.id },
          ],
          [world.dayManager, { subscriptionId: world.acmeId, subscriptionTeamId: world.nightTeam }],
          // A driver manager manages drivers, not the subscription's managers.
          [world.dayManager, { subscriptionId: world.acmeId, userId: world.overviewManager.id }],
        ];
        for (const [caller, variables] of cases) {
          expect(errorCode((await ask(query, caller, variables)).response)).toBe('NOT_FOUND');
        }
      }
    });

    it('refuses drivers, malformed ids and pages beyond the cap with a clear error', async () => {
      for (const query of queries) {
        expect(errorCode((await ask(query, world.ann, { subscriptionId: world.acmeId })).response)).toBe('FORBIDDEN');
        const malformed = await ask(query, world.overviewManager, { subscriptionId: 'not-a-uuid' });
        expect(errorCode(malformed.response)).toBe('BAD_USER_INPUT');
        const tooMany = await ask(query, world.overviewManager, { subscriptionId: world.acmeId, first: 1001 });
        expect(errorCode(tooMany.response)).toBe('BAD_USER_INPUT');
      }
    });
  });
});
