import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { profiles } from './profile.table.ts';

const DELETE_PROFILE = 'mutation($id: ID!) { deleteProfile(id: $id) { id archived } }';

describe('deleteProfile(id): archiving a person by profile id', () => {
  const ctx = useTestApp();
  let customerId: string;
  let manager: BuiltUser;
  let distributorAdmin: BuiltUser;
  let otherTenantManager: BuiltUser;

  const profileOf = async (userId: string) =>
    (await ctx.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
  const seats = async () =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, customerId)))[0]!.currentUsers;
  const remove = (cookie: string, id: unknown) => gql(ctx.app, DELETE_PROFILE, { cookie, variables: { id } });

  beforeAll(async () => {
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    customerId = (await buildSubscription(ctx.db, { distributorSubscriptionId: distributor.id, currentUsers: 5 })).id;
    manager = await buildUser(ctx.db, { subscriptionId: customerId, roleGroup: RoleGroupName.OverviewManager });
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    otherTenantManager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
  });

  it('archives the profile and the account (never deletes them) and frees a seat, as deleteUser does', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: customerId });
    const profile = await profileOf(driver.id);
    const before = await seats();
    const response = await remove(manager.cookie, profile.id);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ deleteProfile: { id: profile.id, archived: true } });
    expect((await profileOf(driver.id)).archived).toBe(true);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, driver.id));
    expect(account!.archived).toBe(true);
    expect(await seats()).toBe(before - 1);
    expect(errorCode(await remove(manager.cookie, profile.id))).toBe('NOT_FOUND');
  });

  it('lets the distributor administrator above the subscription archive its people', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: customerId });
    const response = await remove(distributorAdmin.cookie, (await profileOf(driver.id)).id);
    expect(response.errors).toBeUndefined();
    expect((await profileOf(driver.id)).archived).toBe(true);
  });

  it("answers NOT_FOUND for another tenant's person and changes nothing", async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: customerId });
    const profile = await profileOf(driver.id);
    expect(errorCode(await remove(otherTenantManager.cookie, profile.id))).toBe('NOT_FOUND');
    expect(errorCode(await remove(otherTenantManager.cookie, crypto.randomUUID()))).toBe('NOT_FOUND');
    expect((await profileOf(driver.id)).archived).toBe(false);
  });

  it('refuses a driver, deleting oneself and a malformed id', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: customerId });
    const victim = await buildUser(ctx.db, { subscriptionId: customerId });
    expect(errorCode(await remove(driver.cookie, (await profileOf(victim.id)).id))).toBe('FORBIDDEN');
    expect(errorCode(await remove(manager.cookie, (await profileOf(manager.id)).id))).toBe('FORBIDDEN');
    expect(errorCode(await remove(manager.cookie, 'not-a-uuid'))).toBe('BAD_USER_INPUT');
    expect((await profileOf(victim.id)).archived).toBe(false);
  });
});
