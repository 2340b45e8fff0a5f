import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { turnOnTwoFactor } from '../../../test/two-factor-helpers.ts';

const SETUP_REQUIRED =
  'Roadmark staff must turn on two-factor sign-in before doing anything else. Turn it on from the Two-factor tab of your profile, or sign out.';
const STAFF_QUERY = '{ mailboxMessages { id } }';

describe('REQUIRE_STAFF_TWO_FACTOR=true', () => {
  const { ctx, post } = useAccountsApp({ REQUIRE_STAFF_TWO_FACTOR: 'true' });
  const getRoles = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie } });

  async function signedInStaff() {
    const staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    const login = await post('/api/account/login', { email: staff.email, password: staff.password });
    expect(login.json()).toMatchObject({ succeeded: true });
    return { ...staff, cookie: sessionCookieFrom(login) };
  }

  it('lets staff without two-factor only see who they are, set it up and sign out', async () => {
    const staff = await signedInStaff();
    const viewer = await gql<{ viewer: { email: string; twoFactorSetupRequired: boolean } }>(
      ctx.app,
      '{ viewer { email twoFactorSetupRequired } }',
      { cookie: staff.cookie },
    );
    expect(viewer.data!.viewer).toEqual({ email: staff.email, twoFactorSetupRequired: true });

    const refusedQuery = await gql(ctx.app, STAFF_QUERY, { cookie: staff.cookie });
    expect(refusedQuery.errors?.[0]).toMatchObject({ message: SETUP_REQUIRED, extensions: { code: 'FORBIDDEN' } });
    const refusedRest = await getRoles(staff.cookie);
    expect(refusedRest.statusCode).toBe(403);
    expect(refusedRest.json().detail).toBe(SETUP_REQUIRED);
    const refusedChange = await post(
      '/api/account/changePassword',
      { currentPassword: staff.password, newPassword: 'Another-pass-1!' },
      { cookie: staff.cookie },
    );
    expect(refusedChange.json()).toMatchObject({ status: 403, detail: SETUP_REQUIRED });

    await turnOnTwoFactor(post, staff);
    expect((await gql(ctx.app, STAFF_QUERY, { cookie: staff.cookie })).errors).toBeUndefined();
    expect((await getRoles(staff.cookie)).statusCode).toBe(200);
  });

  it('does not let such a session emulate a customer', async () => {
    const staff = await signedInStaff();
    const customer = await buildSubscription(ctx.db);
    const viewer = await gql<{ viewer: { emulatedSubscriptionId: string | null } }>(
      ctx.app,
      '{ viewer { emulatedSubscriptionId } }',
      { cookie: staff.cookie, headers: { 'x-roadmark-subscription': customer.id } },
    );
    expect(viewer.data!.viewer.emulatedSubscriptionId).toBeNull();
  });

  it('signs such a session out', async () => {
    const staff = await signedInStaff();
    expect((await post('/api/account/logout', {}, { cookie: staff.cookie })).statusCode).toBe(204);
    expect((await gql(ctx.app, '{ viewer { id } }', { cookie: staff.cookie })).data).toEqual({ viewer: null });
  });

  it('leaves people who are not staff alone', async () => {
    const manager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.DriverManager,
    });
    expect((await getRoles(manager.cookie)).statusCode).toBe(200);
    const viewer = await gql<{ viewer: { twoFactorSetupRequired: boolean } }>(
      ctx.app,
      '{ viewer { twoFactorSetupRequired } }',
      { cookie: manager.cookie },
    );
    expect(viewer.data!.viewer.twoFactorSetupRequired).toBe(false);
  });
});

describe('REQUIRE_STAFF_TWO_FACTOR unset', () => {
  const { ctx } = useAccountsApp();

  it('lets staff without two-factor work as before', async () => {
    const staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    const response = await gql<{ viewer: { twoFactorSetupRequired: boolean } }>(
      ctx.app,
      `{ viewer { twoFactorSetupRequired } ${STAFF_QUERY.slice(1, -1)} }`,
      { cookie: staff.cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.viewer.twoFactorSetupRequired).toBe(false);
  });
});
