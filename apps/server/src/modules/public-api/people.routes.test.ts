import { PIN_ALPHABET } from '@roadmark/domain/pin';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTeam, profileOf } from '../../../test/assignments-harness.ts';
import { buildApiWorld, callApi, useApiWorld } from '../../../test/public-api-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

interface PersonAnswer {
  id: string;
  profileId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  uniqueDriverPin: string;
  subscriptionTeamId: string | null;
  roleGroup: string;
}

async function eventsOf(db: Database, subscriptionId: string, event: string) {
  return db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, PRODUCT_EVENT_KIND),
        eq(outboxMessages.subscriptionId, subscriptionId),
        sql`${outboxMessages.payload} ->> 'event' = ${event}`,
      ),
    );
}

async function currentUsersOf(db: Database, subscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row!.currentUsers;
}

describe('GET /people', () => {
  const ctx = useTestApp();
  const shared = useApiWorld(ctx);

  it('lists the drivers a key manages, not managers or another subscription’s people', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'GET', '/people', { key: world.key });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: PersonAnswer[]; offset: number; first: number; hasMore: boolean };
    expect(page).toMatchObject({ offset: 0, first: 100, hasMore: false });
    expect(page.items.map((person) => person.id).sort()).toEqual([world.teamDriver.id, world.loneDriver.id].sort());
    const teamDriver = page.items.find((person) => person.id === world.teamDriver.id)!;
    const profile = await profileOf(ctx.db, world.teamDriver);
    expect(teamDriver).toEqual({
      id: world.teamDriver.id,
      profileId: profile.id,
      firstName: 'Test',
      lastName: 'User',
      email: world.teamDriver.email,
      uniqueDriverPin: profile.uniqueDriverPin,
      subscriptionTeamId: world.teamId,
      roleGroup: 'Driver',
    });
  });

  it('filters by team and search, and pages with offset and first', async () => {
    const world = shared();
    const byTeam = await callApi(ctx.app, 'GET', '/people', {
      key: world.key,
      query: { subscriptionTeamId: world.teamId },
    });
    expect(byTeam.json().items.map((person: PersonAnswer) => person.id)).toEqual([world.teamDriver.id]);
    const bySearch = await callApi(ctx.app, 'GET', '/people', {
      key: world.key,
      query: { search: world.loneDriver.email.slice(0, 13) },
    });
    expect(bySearch.json().items.map((person: PersonAnswer) => person.id)).toEqual([world.loneDriver.id]);
    const first = await callApi(ctx.app, 'GET', '/people', { key: world.key, query: { first: '1' } });
    expect(first.json()).toMatchObject({ offset: 0, first: 1, hasMore: true });
    expect(first.json().items).toHaveLength(1);
    const second = await callApi(ctx.app, 'GET', '/people', { key: world.key, query: { first: '1', offset: '1' } });
    expect(second.json()).toMatchObject({ offset: 1, first: 1, hasMore: false });
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
  });

  it.each([
    [{ first: '1001' }, 'first', 'first is not valid: must be <= 1000'],
    [{ first: '0' }, 'first', 'first is not valid: must be >= 1'],
    [{ offset: '-1' }, 'offset', 'offset is not valid: must be >= 0'],
    [
      { subscriptionTeamId: 'team-1' },
      'subscriptionTeamId',
      'subscriptionTeamId is not valid: must match format "uuid"',
    ],
  ])('refuses the query %o with 400 naming the field', async (query, field, detail) => {
    const world = shared();
    const response = await callApi(ctx.app, 'GET', '/people', { key: world.key, query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: 'BAD_USER_INPUT',
      status: 400,
      detail,
      errors: [{ field, message: detail }],
    });
  });
});

describe('GET /people/{userId}', () => {
  const ctx = useTestApp();
  const shared = useApiWorld(ctx);

  it('answers a driver of the key’s subscription', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'GET', `/people/${world.loneDriver.id}`, { key: world.key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: world.loneDriver.id, roleGroup: 'Driver', subscriptionTeamId: null });
  });

  it.each([
    ['a driver of another subscription', 'rivalDriver'],
    ['a manager, whom a key does not manage', 'driverManager'],
  ] as const)('answers 404 for %s', async (_case, who) => {
    const world = shared();
    const response = await callApi(ctx.app, 'GET', `/people/${world[who].id}`, { key: world.key });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, title: 'NOT_FOUND' });
  });
});

describe('POST /people', () => {
  const ctx = useTestApp();
  const shared = useApiWorld(ctx);

  it('creates a PIN driver when no email is given, takes a seat and records users.created', async () => {
    const world = shared();
    const seatsBefore = await currentUsersOf(ctx.db, world.customerId);
    const response = await callApi(ctx.app, 'POST', '/people', {
      key: world.key,
      body: { firstName: ' Ada ', lastName: 'Lovelace', subscriptionTeamId: world.teamId },
    });
    expect(response.statusCode).toBe(201);
    const person = response.json() as PersonAnswer;
    expect(person).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: null,
      subscriptionTeamId: world.teamId,
      roleGroup: 'Driver',
    });
    expect(person.uniqueDriverPin).toMatch(new RegExp(`^[${PIN_ALPHABET}]{8}$`));
    expect(await currentUsersOf(ctx.db, world.customerId)).toBe(seatsBefore + 1);
    const events = await eventsOf(ctx.db, world.customerId, 'users.created');
    expect(events.map((row) => (row.payload as { data: { userId: string } }).data.userId)).toContain(person.id);
    const read = await callApi(ctx.app, 'GET', `/people/${person.id}`, { key: world.key });
    expect(read.json()).toEqual(person);
  });

  it('creates a driver with an email address', async () => {
    const world = shared();
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const response = await callApi(ctx.app, 'POST', '/people', {
      key: world.key,
      body: { firstName: 'Grace', lastName: 'Hopper', email },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, subscriptionTeamId: null });
  });

  it.each([
    [{ lastName: 'Hopper' }, 'firstName', 'First name is required'],
    [{ firstName: '   ', lastName: 'Hopper' }, 'firstName', 'First name is required'],
    [{ firstName: 'Grace' }, 'lastName', 'Last name is required'],
    [{ firstName: 'Grace', lastName: '' }, 'lastName', 'Last name is required'],
    [
      { firstName: 'Grace', lastName: 'Hopper', email: 'not-an-email' },
      'email',
      'Enter an email address like name@example.com, without spaces',
    ],
    [
      { firstName: 'Grace', lastName: 'Hopper', subscriptionTeamId: 'x' },
      'subscriptionTeamId',
      'subscriptionTeamId is not valid: must match format "uuid"',
    ],
    [
      { firstName: 'Grace', lastName: 'Hopper', roleGroup: 'Captain' },
      'roleGroup',
      'roleGroup is not valid: must be equal to one of the allowed values',
    ],
  ])('refuses %o with 400 and the message for %s', async (body, field, message) => {
    const world = shared();
    const seatsBefore = await currentUsersOf(ctx.db, world.customerId);
    const response = await callApi(ctx.app, 'POST', '/people', { key: world.key, body });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, detail: message, errors: [{ field, message }] });
    expect(await currentUsersOf(ctx.db, world.customerId)).toBe(seatsBefore);
  });

  it('refuses a team of another subscription', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'POST', '/people', {
      key: world.key,
      body: { firstName: 'Grace', lastName: 'Hopper', subscriptionTeamId: world.rivalTeamId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('subscriptionTeamId');
  });

  it('refuses a manager: a key creates drivers only', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'POST', '/people', {
      key: world.key,
      body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com', roleGroup: 'Driver manager' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses with the maximum-users message when the subscription is full', async () => {
    const world = await buildApiWorld(ctx.app, ctx.db);
    await ctx.db
      .update(subscriptions)
      .set({ restrictMaxUsers: true, maxUsers: 5, currentUsers: 5 })
      .where(eq(subscriptions.id, world.customerId));
    const response = await callApi(ctx.app, 'POST', '/people', {
      key: world.key,
      body: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Cannot create a new user. Maximum amount of users for this subscription has been reached.',
    );
  });
});

describe('PATCH /people/{userId}', () => {
  const ctx = useTestApp();
  const shared = useApiWorld(ctx);

  it('changes the given fields only, and moves the person between teams', async () => {
    const world = shared();
    const otherTeam = await buildTeam(ctx.db, world.customerId, 'Day shift');
    const renamed = await callApi(ctx.app, 'PATCH', `/people/${world.teamDriver.id}`, {
      key: world.key,
      body: { firstName: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Renamed', lastName: 'User', subscriptionTeamId: world.teamId });
    const moved = await callApi(ctx.app, 'PATCH', `/people/${world.teamDriver.id}`, {
      key: world.key,
      body: { subscriptionTeamId: otherTeam },
    });
    expect(moved.json()).toMatchObject({ firstName: 'Renamed', subscriptionTeamId: otherTeam });
    const removed = await callApi(ctx.app, 'PATCH', `/people/${world.teamDriver.id}`, {
      key: world.key,
      body: { subscriptionTeamId: null },
    });
    expect(removed.json().subscriptionTeamId).toBeNull();
  });

  it('answers 404 for another subscription’s driver and changes nothing', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'PATCH', `/people/${world.rivalDriver.id}`, {
      key: world.key,
      body: { firstName: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    expect((await profileOf(ctx.db, world.rivalDriver)).firstName).toBe('Test');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{}, 'body', 'body is not valid: must NOT have fewer than 1 properties'],
  ])('refuses %o with 400', async (body, field, message) => {
    const world = shared();
    const response = await callApi(ctx.app, 'PATCH', `/people/${world.loneDriver.id}`, { key: world.key, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: [{ field, message }] });
  });
});

describe('DELETE /people/{userId}', () => {
  const ctx = useTestApp();
  const shared = useApiWorld(ctx);

  it('archives the person and frees their seat', async () => {
    const world = shared();
    const seatsBefore = await currentUsersOf(ctx.db, world.customerId);
    const response = await callApi(ctx.app, 'DELETE', `/people/${world.loneDriver.id}`, { key: world.key });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, world.loneDriver.id));
    expect(user!.archived).toBe(true);
    expect(await currentUsersOf(ctx.db, world.customerId)).toBe(Math.max(seatsBefore - 1, 0));
    expect((await callApi(ctx.app, 'GET', `/people/${world.loneDriver.id}`, { key: world.key })).statusCode).toBe(404);
  });

  it('answers 404 for another subscription’s driver and archives nothing', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'DELETE', `/people/${world.rivalDriver.id}`, { key: world.key });
    expect(response.statusCode).toBe(404);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, world.rivalDriver.id));
    expect(profile!.archived).toBe(false);
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const world = shared();
    const response = await callApi(ctx.app, 'DELETE', '/people/42', { key: world.key });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('userId');
  });
});
