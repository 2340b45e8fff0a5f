import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  DELETE_SUBSCRIPTION as DELETE,
  fieldMessage,
  GET_SUBSCRIPTION as GET,
  LIST_SUBSCRIPTIONS as LIST,
  type SubscriptionResult as Subscription,
  UPDATE_SUBSCRIPTION as UPDATE,
  useSubscriptionsApp,
} from '../../../test/subscriptions-harness.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from './subscription.table.ts';

describe('distributors and the subscriptions beneath them', () => {
  const { ctx, staff, create } = useSubscriptionsApp();
  let distributor: Subscription;
  let child: Subscription;
  let distributorAdmin: BuiltUser;
  beforeAll(async () => {
    distributor = (await create({ companyName: 'Fleet Resellers', subscriptionType: 'Distributor' })).data!
      .createSubscription;
    child = (
      await create({
        companyName: 'Reseller Customer',
        subscriptionType: 'Subscription',
        distributorSubscriptionId: distributor.id,
      })
    ).data!.createSubscription;
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
  });

  it('lets a distributor administrator create, list and edit only subscriptions beneath their distributor', async () => {
    const created = await create(
      { companyName: 'Own Customer', subscriptionType: 'Subscription' },
      distributorAdmin.cookie,
    );
    expect(created.data!.createSubscription.distributorSubscriptionId).toBe(distributor.id);

    const listed = await gql<{ subscriptions: { companyName: string }[] }>(ctx.app, LIST, {
      variables: { types: ['Subscription'] },
      cookie: distributorAdmin.cookie,
    });
    expect(listed.data!.subscriptions.map((s) => s.companyName)).toEqual(['Own Customer', 'Reseller Customer']);

    const edited = await gql<{ updateSubscription: Subscription }>(ctx.app, UPDATE, {
      variables: { model: { id: child.id, subscriptionType: 'Subscription', maxUsers: 25, restrictMaxUsers: true } },
      cookie: distributorAdmin.cookie,
    });
    expect(edited.data!.updateSubscription).toMatchObject({ maxUsers: 25, restrictMaxUsers: true });
  });

  it("treats another distributor's subscription as not found", async () => {
    const otherDistributor = (await create({ companyName: 'Rival Resellers', subscriptionType: 'Distributor' })).data!
      .createSubscription;
    const rivalChild = (
      await create({
        companyName: 'Rival Customer',
        subscriptionType: 'Subscription',
        distributorSubscriptionId: otherDistributor.id,
      })
    ).data!.createSubscription;
    for (const operation of [
      gql(ctx.app, GET, { variables: { id: rivalChild.id }, cookie: distributorAdmin.cookie }),
      gql(ctx.app, UPDATE, {
        variables: { model: { id: rivalChild.id, subscriptionType: 'Subscription', companyName: 'Hacked' } },
        cookie: distributorAdmin.cookie,
      }),
      gql(ctx.app, DELETE, { variables: { id: rivalChild.id }, cookie: distributorAdmin.cookie }),
      create(
        { companyName: 'Sneaky', subscriptionType: 'Subscription', distributorSubscriptionId: otherDistributor.id },
        distributorAdmin.cookie,
      ),
    ]) {
      expect(errorCode(await operation)).toBe('NOT_FOUND');
    }
    const [unchanged] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, rivalChild.id));
    expect(unchanged).toMatchObject({ companyName: 'Rival Customer', archived: false });
  });

  it('refuses a distributor administrator a distributor or a study, and moving a subscription away', async () => {
    expect(
      errorCode(await create({ companyName: 'D2', subscriptionType: 'Distributor' }, distributorAdmin.cookie)),
    ).toBe('FORBIDDEN');
    const moved = await gql(ctx.app, UPDATE, {
      variables: { model: { id: child.id, subscriptionType: 'Subscription', distributorSubscriptionId: null } },
      cookie: distributorAdmin.cookie,
    });
    expect(errorCode(moved)).toBe('FORBIDDEN');
    const [stillThere] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, child.id));
    expect(stillThere!.distributorSubscriptionId).toBe(distributor.id);
  });

  it('refuses a distributor administrator deleting a subscription beneath their distributor, which staff may delete', async () => {
    const customer = (
      await create({
        companyName: 'Kept Customer',
        subscriptionType: 'Subscription',
        distributorSubscriptionId: distributor.id,
      })
    ).data!.createSubscription;
    const driver = await buildUser(ctx.db, { subscriptionId: customer.id });
    const shown = await gql<{ subscription: Subscription }>(ctx.app, GET, {
      variables: { id: customer.id },
      cookie: distributorAdmin.cookie,
    });
    expect(shown.data!.subscription).toMatchObject({ viewerCanUpdate: true, viewerCanDelete: false });

    const refused = await gql(ctx.app, DELETE, { variables: { id: customer.id }, cookie: distributorAdmin.cookie });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, customer.id));
    expect(kept).toMatchObject({ companyName: 'Kept Customer', archived: false });
    const [driverAccount] = await ctx.db.select().from(users).where(eq(users.id, driver.id));
    expect(driverAccount!.archived).toBe(false);

    const deleted = await gql<{ deleteSubscription: Subscription }>(ctx.app, DELETE, {
      variables: { id: customer.id },
      cookie: staff.cookie,
    });
    expect(deleted.data!.deleteSubscription).toEqual({ id: customer.id, archived: true });
  });

  it('will not orphan a distributor’s subscriptions by changing its type or deleting it', async () => {
    const retyped = await gql(ctx.app, UPDATE, {
      variables: { model: { id: distributor.id, subscriptionType: 'Subscription' } },
      cookie: staff.cookie,
    });
    expect(retyped.errors?.[0]?.message).toBe('This distributor still has subscriptions. Move or delete them first.');
    const deleted = await gql(ctx.app, DELETE, { variables: { id: distributor.id }, cookie: staff.cookie });
    expect(errorCode(deleted)).toBe('CONFLICT');
    const [unchanged] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, distributor.id));
    expect(unchanged).toMatchObject({ subscriptionType: 'Distributor', archived: false });
  });

  it('only puts plain subscriptions under a live distributor', async () => {
    const underStudy = await create({
      companyName: 'X',
      subscriptionType: 'Study',
      distributorSubscriptionId: distributor.id,
    });
    expect(fieldMessage(underStudy, 'distributorSubscriptionId')).toBe(
      'Only a subscription can belong to a distributor.',
    );
    const underPlain = await create({
      companyName: 'Y',
      subscriptionType: 'Subscription',
      distributorSubscriptionId: child.id,
    });
    expect(fieldMessage(underPlain, 'distributorSubscriptionId')).toBe('Choose a distributor that exists.');
  });
});
