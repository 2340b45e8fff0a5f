import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { profiles } from './profile.table.ts';

const UPDATE = 'mutation($model: UpdateProfileInput!) { updateProfile(model: $model) { id firstName lastName } }';
const CREATE =
  'mutation($model: CreateProfileInput!) { createProfile(model: $model) { id userId firstName uniqueDriverPin } }';

describe('profiles of the signed-in person', () => {
  const ctx = useTestApp();
  let me: BuiltUser;
  let someoneElse: BuiltUser;
  let myProfileId: string;
  const nameOf = async (id: string) => (await ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

  beforeAll(async () => {
    me = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    someoneElse = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await gql<{ myProfile: { id: string } }>(ctx.app, '{ myProfile { id } }', { cookie: me.cookie });
    myProfileId = response.data!.myProfile.id;
  });

  describe('profile', () => {
    it('reads my own profile by id or by user id', async () => {
      for (const args of [`id: "${myProfileId}"`, `userId: "${me.id}"`]) {
        const response = await gql<{ profile: { id: string } }>(ctx.app, `{ profile(${args}) { id } }`, {
          cookie: me.cookie,
        });
        expect(response.data!.profile.id).toBe(myProfileId);
      }
    });

    it("answers NOT_FOUND for someone else's profile", async () => {
      const response = await gql(ctx.app, `{ profile(userId: "${someoneElse.id}") { id } }`, { cookie: me.cookie });
      expect(errorCode(response)).toBe('NOT_FOUND');
    });
  });

  describe('updateProfile', () => {
    it('saves trimmed names', async () => {
      const response = await gql(ctx.app, UPDATE, {
        cookie: me.cookie,
        variables: { model: { id: myProfileId, firstName: ' Grace ', lastName: 'Hopper' } },
      });
      expect(response.data).toEqual({ updateProfile: { id: myProfileId, firstName: 'Grace', lastName: 'Hopper' } });
    });

    it.each([
      ['no first name', { firstName: ' ' }, 'First name is required'],
      ['no last name', { lastName: '' }, 'Last name is required'],
    ])('refuses %s and keeps the names', async (_label, patch, message) => {
      const before = await nameOf(myProfileId);
      const response = await gql(ctx.app, UPDATE, {
        cookie: me.cookie,
        variables: { model: { id: myProfileId, firstName: 'A', lastName: 'B', ...patch } },
      });
      expect(response.errors![0]!.message).toBe(message);
      expect(await nameOf(myProfileId)).toMatchObject({ firstName: before.firstName, lastName: before.lastName });
    });

    it("refuses someone else's profile as NOT_FOUND and changes nothing", async () => {
      const theirs = (await ctx.db.select().from(profiles).where(eq(profiles.userId, someoneElse.id)))[0]!;
      const response = await gql(ctx.app, UPDATE, {
        cookie: me.cookie,
        variables: { model: { id: theirs.id, firstName: 'Hijacked', lastName: 'Name' } },
      });
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect((await nameOf(theirs.id)).firstName).toBe('Test');
    });

    it('refuses without a session', async () => {
      const response = await gql(ctx.app, UPDATE, {
        variables: { model: { id: myProfileId, firstName: 'A', lastName: 'B' } },
      });
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    });
  });

  describe('createProfile', () => {
    it('creates the missing profile of an account, with a driver PIN, once', async () => {
      const fresh = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      await ctx.db.delete(profiles).where(eq(profiles.userId, fresh.id));
      const none = await gql<{ myProfile: null }>(ctx.app, '{ myProfile { id } }', { cookie: fresh.cookie });
      expect(none.data!.myProfile).toBeNull();

      const id = crypto.randomUUID();
      const response = await gql<{ createProfile: { id: string; userId: string; uniqueDriverPin: string } }>(
        ctx.app,
        CREATE,
        {
          cookie: fresh.cookie,
          variables: { model: { id, userId: fresh.id, firstName: 'New', lastName: 'Person' } },
        },
      );
      expect(response.data!.createProfile).toMatchObject({ id, userId: fresh.id });
      expect(response.data!.createProfile.uniqueDriverPin).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const again = await gql(ctx.app, CREATE, {
        cookie: fresh.cookie,
        variables: { model: { firstName: 'X', lastName: 'Y' } },
      });
      expect(errorCode(again)).toBe('CONFLICT');
    });

    it('refuses a profile for another user', async () => {
      const response = await gql(ctx.app, CREATE, {
        cookie: me.cookie,
        variables: { model: { userId: someoneElse.id, firstName: 'X', lastName: 'Y' } },
      });
      expect(errorCode(response)).toBe('FORBIDDEN');
    });
  });
});

describe('profiles of the people a manager administers', () => {
  const ctx = useTestApp();
  const rename = (cookie: string, id: string) =>
    gql<{ updateProfile: { firstName: string } }>(ctx.app, UPDATE, {
      variables: { model: { id, firstName: 'Renamed', lastName: 'Person' } },
      cookie,
    });
  const profileOf = async (userId: string) =>
    (await ctx.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

  it('lets a distributor administrator edit people of their distributor and the subscriptions beneath it only', async () => {
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    const child = await buildSubscription(ctx.db, { distributorSubscriptionId: distributor.id });
    const rival = await buildSubscription(ctx.db, {
      distributorSubscriptionId: (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id,
    });
    const admin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    const colleague = await buildUser(ctx.db, { subscriptionId: distributor.id });
    const customer = await buildUser(ctx.db, { subscriptionId: child.id });
    const stranger = await buildUser(ctx.db, { subscriptionId: rival.id });

    for (const person of [colleague, customer]) {
      const response = await rename(admin.cookie, (await profileOf(person.id)).id);
      expect(response.data!.updateProfile.firstName).toBe('Renamed');
    }
    const refused = await rename(admin.cookie, (await profileOf(stranger.id)).id);
    expect(errorCode(refused)).toBe('NOT_FOUND');
    expect((await profileOf(stranger.id)).firstName).toBe('Test');
  });

  it('lets an overview manager edit people of their own subscription, and a driver nobody else', async () => {
    const subscription = await buildSubscription(ctx.db);
    const manager = await buildUser(ctx.db, {
      subscriptionId: subscription.id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const driver = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const otherDriver = await buildUser(ctx.db, { subscriptionId: subscription.id });
    expect((await rename(manager.cookie, (await profileOf(driver.id)).id)).errors).toBeUndefined();
    expect(errorCode(await rename(driver.cookie, (await profileOf(otherDriver.id)).id))).toBe('NOT_FOUND');
  });
});
