import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildStaffTenant, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../accounts/user.table.ts';

const USER = `query($id: ID!) {
  user(id: $id) { id userName email emailConfirmed phoneNumberConfirmed twoFactorEnabled lockoutEnd lockoutEnabled
    accessFailedCount roleGroup { id name } }
}`;

describe('user(id): an account as its managers see it', () => {
  const ctx = useTestApp();
  let driver: BuiltUser;
  let manager: BuiltUser;
  let distributorAdmin: BuiltUser;
  let staff: BuiltUser;
  let otherTenantManager: BuiltUser;
  let otherDistributorAdmin: BuiltUser;
  let fellowDriver: BuiltUser;
  let lockedDriver: BuiltUser;

  const read = (cookie: string, id: unknown) =>
    gql<{ user: Record<string, unknown> }>(ctx.app, USER, { cookie, variables: { id } });

  beforeAll(async () => {
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    const customer = await buildSubscription(ctx.db, { distributorSubscriptionId: distributor.id });
    driver = await buildUser(ctx.db, { subscriptionId: customer.id });
    fellowDriver = await buildUser(ctx.db, { subscriptionId: customer.id });
    manager = await buildUser(ctx.db, { subscriptionId: customer.id, roleGroup: RoleGroupName.OverviewManager });
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    staff = (await buildStaffTenant(ctx.db)).admin;
    otherTenantManager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const otherDistributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    otherDistributorAdmin = await buildUser(ctx.db, {
      subscriptionId: otherDistributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    // Locked out, so its own session no longer works: it is read by others only.
    lockedDriver = await buildUser(ctx.db, { subscriptionId: customer.id });
    const lockoutEnd = new Date('2030-01-02T03:04:05.000Z');
    await ctx.db.update(users).set({ accessFailedCount: 5, lockoutEnd }).where(eq(users.id, lockedDriver.id));
  });

  it("gives the account's fields and role group to a manager of the person's subscription", async () => {
    const response = await read(manager.cookie, lockedDriver.id);
    expect(response.errors).toBeUndefined();
    expect(response.data!.user).toEqual({
      id: lockedDriver.id,
      userName: lockedDriver.email,
      email: lockedDriver.email,
      emailConfirmed: true,
      phoneNumberConfirmed: false,
      twoFactorEnabled: false,
      lockoutEnd: '2030-01-02T03:04:05.000Z',
      lockoutEnabled: true,
      accessFailedCount: 5,
      roleGroup: { id: expect.any(String), name: RoleGroupName.Driver },
    });
  });

  it('lets the distributor administrator above the subscription, staff and the person themselves read it', async () => {
    for (const caller of [distributorAdmin, staff, driver]) {
      const response = await read(caller.cookie, driver.id);
      expect(response.errors).toBeUndefined();
      expect(response.data!.user.id).toBe(driver.id);
    }
  });

  it('answers NOT_FOUND to another tenant, another distributor and a fellow driver, as for an unknown id', async () => {
    for (const caller of [otherTenantManager, otherDistributorAdmin, fellowDriver]) {
      expect(errorCode(await read(caller.cookie, driver.id))).toBe('NOT_FOUND');
    }
    expect(errorCode(await read(manager.cookie, crypto.randomUUID()))).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an archived account', async () => {
    const leaver = await buildUser(ctx.db, { subscriptionId: driver.subscriptionId });
    await ctx.db.update(users).set({ archived: true }).where(eq(users.id, leaver.id));
    expect(errorCode(await read(manager.cookie, leaver.id))).toBe('NOT_FOUND');
  });

  it('refuses a malformed id as BAD_USER_INPUT and a signed-out caller as UNAUTHENTICATED', async () => {
    const malformed = await read(manager.cookie, 'not-a-uuid');
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    const signedOut = await gql(ctx.app, USER, { variables: { id: driver.id } });
    expect(errorCode(signedOut)).toBe('UNAUTHENTICATED');
  });
});
