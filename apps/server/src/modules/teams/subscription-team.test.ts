import { RoleGroupName } from '@roadmark/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PRODUCT_EVENT_KIND, type ProductEventPayload } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptionTeams } from './subscription-team.table.ts';

const TEAM_FIELDS = 'id name subscriptionId archived viewerCanUpdate viewerCanDelete';
const CREATE = `mutation ($model: CreateSubscriptionTeamInput!) { createSubscriptionTeam(model: $model) { ${TEAM_FIELDS} } }`;
const UPDATE = `mutation ($model: UpdateSubscriptionTeamInput!) { updateSubscriptionTeam(model: $model) { ${TEAM_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSubscriptionTeam(id: $id) { ${TEAM_FIELDS} } }`;
const LIST = `query ($subscriptionId: ID, $search: String, $offset: Int, $first: Int) {
  subscriptionTeams(subscriptionId: $subscriptionId, search: $search, offset: $offset, first: $first) { id name }
}`;
const ONE = `query ($id: ID!) { subscriptionTeam(id: $id) { ${TEAM_FIELDS} } }`;

interface Team {
  id: string;
  name: string;
  subscriptionId: string;
  archived: boolean;
}

describe('subscription teams', () => {
  const ctx = useTestApp();

  async function tenant(roleGroup: RoleGroupName = RoleGroupName.OverviewManager) {
    const subscription = await buildSubscription(ctx.db);
    const manager = await buildUser(ctx.db, { subscriptionId: subscription.id, roleGroup });
    return { subscription, manager };
  }

  async function createTeam(cookie: string, model: Record<string, unknown>) {
    return gql<{ createSubscriptionTeam: Team }>(ctx.app, CREATE, { variables: { model }, cookie });
  }

  const eventsOf = async (subscriptionTeamId: string) =>
    (
      await ctx.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.kind, PRODUCT_EVENT_KIND),
            sql`${outboxMessages.payload} -> 'data' ->> 'subscriptionTeamId' = ${subscriptionTeamId}`,
          ),
        )
        .orderBy(outboxMessages.createdAt)
    ).map((m) => ({ ...(m.payload as ProductEventPayload), status: m.status, tenant: m.subscriptionId }));

  it('creates, renames, lists by search and deletes a team, recording one event per change', async () => {
    const { subscription, manager } = await tenant();
    const created = await createTeam(manager.cookie, { name: '  Night shift  ' });
    expect(created.errors).toBeUndefined();
    const team = created.data!.createSubscriptionTeam;
    expect(team).toMatchObject({ name: 'Night shift', subscriptionId: subscription.id, archived: false });
    expect(team).toMatchObject({ viewerCanUpdate: true, viewerCanDelete: true });
    await createTeam(manager.cookie, { name: 'day shift' });
    await createTeam(manager.cookie, { name: 'Office' });

    const renamed = await gql<{ updateSubscriptionTeam: Team }>(ctx.app, UPDATE, {
      variables: { model: { id: team.id, name: 'Late shift' } },
      cookie: manager.cookie,
    });
    expect(renamed.data!.updateSubscriptionTeam.name).toBe('Late shift');

    const all = await gql<{ subscriptionTeams: Team[] }>(ctx.app, LIST, { cookie: manager.cookie });
    expect(all.data!.subscriptionTeams.map((t) => t.name)).toEqual(['day shift', 'Late shift', 'Office']);
    const search = await gql<{ subscriptionTeams: Team[] }>(ctx.app, LIST, {
      variables: { search: 'SHIFT', offset: 1, first: 1 },
      cookie: manager.cookie,
    });
    expect(search.data!.subscriptionTeams.map((t) => t.name)).toEqual(['Late shift']);

    const deleted = await gql<{ deleteSubscriptionTeam: Team }>(ctx.app, DELETE, {
      variables: { id: team.id },
      cookie: manager.cookie,
    });
    expect(deleted.data!.deleteSubscriptionTeam.archived).toBe(true);
    const after = await gql<{ subscriptionTeams: Team[] }>(ctx.app, LIST, {
      variables: { subscriptionId: subscription.id },
      cookie: manager.cookie,
    });
    expect(after.data!.subscriptionTeams.map((t) => t.name)).toEqual(['day shift', 'Office']);
    expect(errorCode(await gql(ctx.app, ONE, { variables: { id: team.id }, cookie: manager.cookie }))).toBe(
      'NOT_FOUND',
    );

    const events = await eventsOf(team.id);
    expect(events.map((e) => e.event)).toEqual([
      'subscriptionTeams.created',
      'subscriptionTeams.updated',
      'subscriptionTeams.deleted',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        data: { subscriptionTeamId: team.id, subscriptionId: subscription.id },
        status: 'pending',
        tenant: subscription.id,
      });
      expect(new Date(event.eventDate).toISOString()).toBe(event.eventDate);
      expect(event.uniqueId).toEqual(expect.any(String));
    }
    expect(new Set(events.map((e) => e.uniqueId)).size).toBe(3);
  });

  it('takes the members out of a deleted team; they keep their profiles', async () => {
    const { subscription, manager } = await tenant();
    const team = (await createTeam(manager.cookie, { name: 'Depot' })).data!.createSubscriptionTeam;
    const driver = await buildUser(ctx.db, { subscriptionId: subscription.id });
    await ctx.db.update(profiles).set({ subscriptionTeamId: team.id }).where(eq(profiles.userId, driver.id));

    await gql(ctx.app, DELETE, { variables: { id: team.id }, cookie: manager.cookie });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, driver.id));
    expect(profile).toMatchObject({ archived: false, subscriptionTeamId: null });
  });

  it("says 'Name is required' for a blank name and changes nothing", async () => {
    const { manager } = await tenant();
    const blank = await createTeam(manager.cookie, { name: '   ' });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors![0]!.extensions.fields).toEqual([
      expect.objectContaining({ field: 'name', message: 'Name is required' }),
    ]);

    const team = (await createTeam(manager.cookie, { name: 'Yard' })).data!.createSubscriptionTeam;
    const rename = await gql(ctx.app, UPDATE, {
      variables: { model: { id: team.id, name: '' } },
      cookie: manager.cookie,
    });
    expect(rename.errors![0]!.message).toContain('Name is required');
    const [stored] = await ctx.db.select().from(subscriptionTeams).where(eq(subscriptionTeams.id, team.id));
    expect(stored!.name).toBe('Yard');
    expect((await eventsOf(team.id)).map((e) => e.event)).toEqual(['subscriptionTeams.created']);
  });

  it('refuses a driver manager (no manager-management role) and anyone signed out', async () => {
    const { manager } = await tenant();
    const team = (await createTeam(manager.cookie, { name: 'Fleet' })).data!.createSubscriptionTeam;
    const driverManager = await buildUser(ctx.db, {
      subscriptionId: team.subscriptionId,
      roleGroup: RoleGroupName.DriverManager,
    });
    expect(errorCode(await createTeam(driverManager.cookie, { name: 'Mine' }))).toBe('FORBIDDEN');
    const rename = { variables: { model: { id: team.id, name: 'Theirs' } }, cookie: driverManager.cookie };
    expect(errorCode(await gql(ctx.app, UPDATE, rename))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, DELETE, { variables: { id: team.id }, cookie: driverManager.cookie }))).toBe(
      'FORBIDDEN',
    );
    // A driver manager still reads the teams of their subscription for the user form.
    const read = await gql<{ subscriptionTeams: Team[] }>(ctx.app, LIST, { cookie: driverManager.cookie });
    expect(read.data!.subscriptionTeams.map((t) => t.id)).toEqual([team.id]);

    expect(errorCode(await createTeam('', { name: 'Anon' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(ctx.app, DELETE, { variables: { id: team.id } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(ctx.app, LIST))).toBe('UNAUTHENTICATED');
    const [stored] = await ctx.db.select().from(subscriptionTeams).where(eq(subscriptionTeams.id, team.id));
    expect(stored).toMatchObject({ name: 'Fleet', archived: false });
  });

  it("never shows or changes another subscription's teams", async () => {
    const mine = await tenant();
    const team = (await createTeam(mine.manager.cookie, { name: 'Private' })).data!.createSubscriptionTeam;
    const other = await tenant();
    const cookie = other.manager.cookie;

    expect(errorCode(await gql(ctx.app, ONE, { variables: { id: team.id }, cookie }))).toBe('NOT_FOUND');
    const rename = { variables: { model: { id: team.id, name: 'Taken' } }, cookie };
    expect(errorCode(await gql(ctx.app, UPDATE, rename))).toBe('NOT_FOUND');
    expect(errorCode(await gql(ctx.app, DELETE, { variables: { id: team.id }, cookie }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(ctx.app, LIST, { variables: { subscriptionId: mine.subscription.id }, cookie }))).toBe(
      'NOT_FOUND',
    );
    const intruder = await createTeam(cookie, { name: 'Planted', subscriptionId: mine.subscription.id });
    expect(errorCode(intruder)).toBe('NOT_FOUND');
    // A client-chosen id already used by another tenant's team is refused, not reused.
    expect(errorCode(await createTeam(cookie, { id: team.id, name: 'Copy' }))).toBe('CONFLICT');

    const teams = await ctx.db
      .select()
      .from(subscriptionTeams)
      .where(eq(subscriptionTeams.subscriptionId, mine.subscription.id));
    expect(teams).toMatchObject([{ id: team.id, name: 'Private', archived: false }]);
    expect((await eventsOf(team.id)).map((e) => e.event)).toEqual(['subscriptionTeams.created']);
  });

  it('lets a distributor administrator keep the teams of the subscriptions beneath their distributor', async () => {
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    const customer = await buildSubscription(ctx.db, { distributorSubscriptionId: distributor.id });
    const elsewhere = await buildSubscription(ctx.db);
    const admin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    const created = await createTeam(admin.cookie, { name: 'Customer team', subscriptionId: customer.id });
    expect(created.data!.createSubscriptionTeam.subscriptionId).toBe(customer.id);
    expect(errorCode(await createTeam(admin.cookie, { name: 'Nope', subscriptionId: elsewhere.id }))).toBe('NOT_FOUND');
  });

  it('puts a team in the subscription staff are emulating when none is given', async () => {
    const { subscription } = await tenant();
    const staffHome = await buildSubscription(ctx.db);
    const staff = await buildUser(ctx.db, { subscriptionId: staffHome.id, roleGroup: RoleGroupName.Staff });
    const created = await gql<{ createSubscriptionTeam: Team }>(ctx.app, CREATE, {
      variables: { model: { name: 'Emulated team' } },
      cookie: staff.cookie,
      headers: { 'x-roadmark-subscription': subscription.id },
    });
    expect(created.data!.createSubscriptionTeam.subscriptionId).toBe(subscription.id);
    const listed = await gql<{ subscriptionTeams: Team[] }>(ctx.app, LIST, {
      cookie: staff.cookie,
      headers: { 'x-roadmark-subscription': subscription.id },
    });
    expect(listed.data!.subscriptionTeams.map((t) => t.name)).toEqual(['Emulated team']);
  });
});
