import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { PROVIDER_COMPANY_NAME, PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { profiles } from '../people/profile.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { users } from './user.table.ts';

const VIEWER = '{ viewer { id emulatedSubscriptionId subscription { id companyName subscriptionType } } }';

interface ViewerData {
  viewer: {
    id: string;
    emulatedSubscriptionId: string | null;
    subscription: { id: string; companyName: string; subscriptionType: string };
  } | null;
}

describe('subscription emulation', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let distributor: { id: string; companyName: string };
  let archived: { id: string };

  const emulating = (subscriptionId: string) => ({ [EMULATION_HEADER]: subscriptionId });
  const viewer = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await gql<ViewerData>(ctx.app, VIEWER, { cookie, headers });
    expect(response.errors).toBeUndefined();
    return response.data!.viewer;
  };
  const tagNames = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await gql<{ questionTags: Array<{ name: string }> }>(ctx.app, '{ questionTags { name } }', {
      cookie,
      headers,
    });
    return response.data!.questionTags.map((tag) => tag.name);
  };

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    distributor = await buildSubscription(ctx.db, {
      companyName: 'Acme Distribution',
      subscriptionType: 'Distributor',
    });
    archived = await buildSubscription(ctx.db, { archived: true });
  });

  describe('for an Administration user', () => {
    it('shows the emulated subscription on the viewer, keeping the person their own', async () => {
      expect(await viewer(staff.cookie, emulating(distributor.id))).toEqual({
        id: staff.id,
        emulatedSubscriptionId: distributor.id,
        subscription: { id: distributor.id, companyName: 'Acme Distribution', subscriptionType: 'Distributor' },
      });
    });

    it('creates and lists tenant records in the emulated subscription only', async () => {
      const created = await gql<{ createSubscriptionTeam: { id: string; subscriptionId: string } }>(
        ctx.app,
        'mutation($model: CreateSubscriptionTeamInput!) { createSubscriptionTeam(model: $model) { id subscriptionId } }',
        { cookie: staff.cookie, headers: emulating(distributor.id), variables: { model: { name: 'Emulated team' } } },
      );
      expect(created.data!.createSubscriptionTeam.subscriptionId).toBe(distributor.id);
    });

    it("keeps the provider's tags and safety metrics while managing a customer: listed, saved and changed there", async () => {
      const created = await gql<{ createQuestionTag: { id: string } }>(
        ctx.app,
        'mutation($model: CreateQuestionTagInput!) { createQuestionTag(model: $model) { id } }',
        {
          cookie: staff.cookie,
          headers: emulating(distributor.id),
          variables: { model: { name: 'Emulated & <tag>' } },
        },
      );
      const [row] = await ctx.db
        .select()
        .from(questionTags)
        .where(eq(questionTags.id, created.data!.createQuestionTag.id));
      expect(row!.subscriptionId).toBe(PROVIDER_SUBSCRIPTION_ID);
      expect(await tagNames(staff.cookie, emulating(distributor.id))).toContain('Emulated & <tag>');
      expect(await tagNames(staff.cookie)).toContain('Emulated & <tag>');

      const metric = await gql<{ createDriverMetric: { id: string } }>(
        ctx.app,
        'mutation($model: CreateDriverMetricInput!) { createDriverMetric(model: $model) { id } }',
        { cookie: staff.cookie, variables: { model: { name: 'Glare', startValue: 50 } } },
      );
      const renamed = await gql<{ updateDriverMetric: { name: string } }>(
        ctx.app,
        'mutation($model: UpdateDriverMetricInput!) { updateDriverMetric(model: $model) { name } }',
        {
          cookie: staff.cookie,
          headers: emulating(distributor.id),
          variables: { model: { id: metric.data!.createDriverMetric.id, name: 'Glare at night' } },
        },
      );
      expect(renamed.errors).toBeUndefined();
      const listed = await gql<{ driverMetrics: Array<{ name: string }> }>(ctx.app, '{ driverMetrics { name } }', {
        cookie: staff.cookie,
        headers: emulating(distributor.id),
      });
      expect(listed.data!.driverMetrics.map((m) => m.name)).toContain('Glare at night');
    });

    it('invites through REST into the emulated subscription', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/invite',
        headers: { 'x-roadmark-csrf': '1', cookie: staff.cookie, ...emulating(distributor.id) },
        payload: {
          user: {
            email: 'emulated-invite@example.test',
            firstName: 'Ivy',
            lastName: 'Invited',
            roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
          },
        },
      });
      expect(response.statusCode).toBe(200);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, response.json().userId));
      expect(account!.subscriptionId).toBe(distributor.id);
    });

    it('keeps their own profile in their own subscription while emulating', async () => {
      const mine = await gql<{ myProfile: { userId: string; subscriptionId: string } }>(
        ctx.app,
        '{ myProfile { userId subscriptionId } }',
        { cookie: staff.cookie, headers: emulating(distributor.id) },
      );
      expect(mine.data!.myProfile).toEqual({ userId: staff.id, subscriptionId: PROVIDER_SUBSCRIPTION_ID });

      const fresh = await buildUser(ctx.db, {
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        roleGroup: RoleGroupName.Staff,
      });
      await ctx.db.delete(profiles).where(eq(profiles.userId, fresh.id));
      const created = await gql<{ createProfile: { subscriptionId: string } }>(
        ctx.app,
        'mutation($model: CreateProfileInput!) { createProfile(model: $model) { subscriptionId } }',
        {
          cookie: fresh.cookie,
          headers: emulating(distributor.id),
          variables: { model: { firstName: 'New', lastName: 'Staff' } },
        },
      );
      expect(created.data!.createProfile.subscriptionId).toBe(PROVIDER_SUBSCRIPTION_ID);
    });

    it.each([
      ['an unknown subscription', () => crypto.randomUUID()],
      ['an archived subscription', () => archived.id],
      ['a malformed id', () => 'not-a-uuid'],
      ['their own subscription', () => PROVIDER_SUBSCRIPTION_ID],
    ])('ignores %s and acts in their own', async (_label, id) => {
      expect(await viewer(staff.cookie, emulating(id()))).toMatchObject({
        emulatedSubscriptionId: null,
        subscription: { id: PROVIDER_SUBSCRIPTION_ID, companyName: PROVIDER_COMPANY_NAME },
      });
    });
  });

  describe('for anyone else', () => {
    it.each([
      RoleGroupName.Driver,
      RoleGroupName.DriverManager,
      RoleGroupName.OverviewManager,
      RoleGroupName.DistributorAdministrator,
    ])('ignores the header of a %s', async (roleGroup) => {
      const home = await buildSubscription(ctx.db, { companyName: `Home of ${roleGroup}` });
      const person = await buildUser(ctx.db, { subscriptionId: home.id, roleGroup });
      expect(await viewer(person.cookie, emulating(distributor.id))).toMatchObject({
        emulatedSubscriptionId: null,
        subscription: { id: home.id, companyName: home.companyName, subscriptionType: 'Subscription' },
      });
    });

    it('invites through REST into their own subscription whatever the header says', async () => {
      const home = await buildSubscription(ctx.db);
      const manager = await buildUser(ctx.db, { subscriptionId: home.id, roleGroup: RoleGroupName.OverviewManager });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/invite',
        headers: { 'x-roadmark-csrf': '1', cookie: manager.cookie, ...emulating(distributor.id) },
        payload: {
          user: {
            email: 'managed-invite@example.test',
            firstName: 'Ivy',
            lastName: 'Invited',
            roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
          },
        },
      });
      expect(response.statusCode).toBe(200);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, response.json().userId));
      expect(account!.subscriptionId).toBe(home.id);
    });

    it('never lets an API-key request ride a staff session cookie to emulate', async () => {
      const response = await gql<ViewerData>(ctx.app, VIEWER, {
        cookie: staff.cookie,
        headers: { 'x-api-key': 'any', ...emulating(distributor.id) },
      });
      expect(response.status).toBe(401);
      expect(response.data).toBeNull();
    });

    it('answers a signed-out request with the header as signed out, without an error', async () => {
      expect(await viewer('', emulating(distributor.id))).toBeNull();
    });
  });
});
