import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { profiles } from './profile.table.ts';

const group = (name: RoleGroupName) => roleGroupByName(name).id;

const CREATE = `mutation($model: CreateUserInput!) {
  createUser(model: $model) { id userId firstName lastName subscriptionId subscriptionTeamId uniqueDriverPin
    user { email emailConfirmed roleGroup { name } } }
}`;
const DELETE = 'mutation($profileId: ID!) { deleteUser(profileId: $profileId) { id archived } }';
const CHANGE_GROUP = `mutation($model: ChangeUserRoleGroupInput!) {
  changeUserRoleGroup(model: $model) { id user { roleGroup { id name } } }
}`;
const LIST = `query($subscriptionId: ID!, $roleGroupNames: [String!], $subscriptionTeamId: ID, $search: String,
  $offset: Int, $first: Int) {
  profiles(subscriptionId: $subscriptionId, roleGroupNames: $roleGroupNames, subscriptionTeamId: $subscriptionTeamId,
    search: $search, offset: $offset, first: $first) {
    id firstName lastName uniqueDriverPin subscriptionTeamName
    user { email emailConfirmed pendingEmail roleGroup { name } }
  }
}`;
const COUNTS = `query($profileId: ID!) {
  userRelatedCounts(profileId: $profileId) { assessmentSessions userAssessmentAssignments signInSessions externalLogins }
}`;

type Created = { createUser: { id: string; userId: string; uniqueDriverPin: string } & Record<string, unknown> };
type Listed = {
  profiles: Array<
    { firstName: string; lastName: string; user: { email: string; roleGroup: { name: string } } } & Record<
      string,
      unknown
    >
  >;
};

describe('people: users of a subscription', () => {
  const ctx = useTestApp();
  let subscriptionId: string;
  let overviewManager: BuiltUser;
  let driverManager: BuiltUser;
  let otherManager: BuiltUser;
  let teamId: string;

  const create = (cookie: string, model: Record<string, unknown>) =>
    gql<Created>(ctx.app, CREATE, { cookie, variables: { model } });
  const driver = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Dana',
    lastName: 'Driver',
    email,
    roleGroupId: group(RoleGroupName.Driver),
    ...extra,
  });
  const seats = async (id: string) =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.currentUsers;
  const eventsOf = async (subscription: string, event: string) =>
    (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.subscriptionId, subscription))).filter(
      (message) => (message.payload as { event?: string }).event === event,
    );

  beforeAll(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
    overviewManager = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.OverviewManager });
    driverManager = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.DriverManager });
    otherManager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    teamId = crypto.randomUUID();
    await ctx.db.insert(subscriptionTeams).values({ id: teamId, subscriptionId, name: 'Night shift' });
  });

  describe('createUser', () => {
    it('creates the account unconfirmed, the profile with a PIN and one more seat, and records users.created', async () => {
      const before = await seats(subscriptionId);
      const response = await create(
        overviewManager.cookie,
        driver('new.driver@example.com', { subscriptionTeamId: teamId }),
      );
      expect(response.errors).toBeUndefined();
      const created = response.data!.createUser;
      expect(created).toMatchObject({
        firstName: 'Dana',
        subscriptionId,
        subscriptionTeamId: teamId,
        user: { email: 'new.driver@example.com', emailConfirmed: false, roleGroup: { name: 'Driver' } },
      });
      expect(created.uniqueDriverPin).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(await seats(subscriptionId)).toBe(before + 1);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, created.userId));
      expect(account!.passwordHash).toBeNull();
      const events = await eventsOf(subscriptionId, 'users.created');
      expect(events.map((e) => (e.payload as { data: unknown }).data)).toContainEqual({
        userId: created.userId,
        profileId: created.id,
        subscriptionId,
      });
    });

    it('makes a PIN account from a blank email', async () => {
      const response = await create(overviewManager.cookie, driver(''));
      const created = response.data!.createUser;
      expect((created.user as { email: string }).email).toBe(
        `${created.uniqueDriverPin.toLowerCase()}@pins.roadmark.local`,
      );
    });

    it.each([
      ['no first name', { firstName: ' ' }, 'First name is required'],
      ['no last name', { lastName: '' }, 'Last name is required'],
    ])('refuses %s and creates nothing', async (_label, patch, message) => {
      const before = await seats(subscriptionId);
      const response = await create(overviewManager.cookie, driver('unnamed@example.com', patch));
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toBe(message);
      expect(await seats(subscriptionId)).toBe(before);
    });

    it('refuses an email already used, with the existing message', async () => {
      const response = await create(overviewManager.cookie, driver(driverManager.email));
      expect(errorCode(response)).toBe('CONFLICT');
      expect(response.errors![0]!.message).toBe('This email is already registered.');
    });

    it('refuses a driver manager making a staff user or a manager, and creates nothing', async () => {
      for (const name of [RoleGroupName.Staff, RoleGroupName.OverviewManager]) {
        const response = await create(
          driverManager.cookie,
          driver(`promoted-${name.length}@example.com`, { roleGroupId: group(name) }),
        );
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors![0]!.message).toBe('You cannot give people this role group.');
      }
      const made = await ctx.db.select().from(users).where(eq(users.email, 'promoted-14@example.com'));
      expect(made).toEqual([]);
    });

    it("refuses another subscription's team, and another subscription as not found", async () => {
      const strangerTeam = crypto.randomUUID();
      await ctx.db
        .insert(subscriptionTeams)
        .values({ id: strangerTeam, subscriptionId: otherManager.subscriptionId, name: 'Theirs' });
      const team = await create(
        overviewManager.cookie,
        driver('team@example.com', { subscriptionTeamId: strangerTeam }),
      );
      expect(errorCode(team)).toBe('BAD_USER_INPUT');
      const elsewhere = await create(
        overviewManager.cookie,
        driver('elsewhere@example.com', { subscriptionId: otherManager.subscriptionId }),
      );
      expect(errorCode(elsewhere)).toBe('NOT_FOUND');
    });

    it('refuses a driver', async () => {
      const plain = await buildUser(ctx.db, { subscriptionId });
      expect(errorCode(await create(plain.cookie, driver('by-driver@example.com')))).toBe('FORBIDDEN');
    });

    it('gives the last seat to exactly one of two simultaneous creates, with the seat-limit message for the other', async () => {
      const limited = await buildSubscription(ctx.db, { restrictMaxUsers: true, maxUsers: 2, currentUsers: 1 });
      const boss = await buildUser(ctx.db, { subscriptionId: limited.id, roleGroup: RoleGroupName.OverviewManager });
      const responses = await Promise.all(
        ['race-a@example.com', 'race-b@example.com'].map((email) => create(boss.cookie, driver(email))),
      );
      const refused = responses.filter((r) => r.errors);
      expect(refused).toHaveLength(1);
      expect(errorCode(refused[0]!)).toBe('CONFLICT');
      expect(refused[0]!.errors![0]!.message).toBe(
        'Cannot create a new user. Maximum amount of users for this subscription has been reached.',
      );
      expect(await seats(limited.id)).toBe(2);
      const live = await ctx.db
        .select()
        .from(profiles)
        .where(and(eq(profiles.subscriptionId, limited.id), eq(profiles.archived, false)));
      expect(live).toHaveLength(2);
    });
  });

  describe('deleteUser', () => {
    it('archives the account and profile, frees a seat and records users.deleted', async () => {
      const created = (await create(overviewManager.cookie, driver('leaving@example.com'))).data!.createUser;
      const before = await seats(subscriptionId);
      const response = await gql(ctx.app, DELETE, {
        cookie: overviewManager.cookie,
        variables: { profileId: created.id },
      });
      expect(response.data).toEqual({ deleteUser: { id: created.id, archived: true } });
      expect(await seats(subscriptionId)).toBe(before - 1);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, created.userId));
      expect(account!.archived).toBe(true);
      expect((await eventsOf(subscriptionId, 'users.deleted')).length).toBeGreaterThan(0);
      const again = await gql(ctx.app, DELETE, {
        cookie: overviewManager.cookie,
        variables: { profileId: created.id },
      });
      expect(errorCode(again)).toBe('NOT_FOUND');
    });

    it("treats another subscription's person and a manager beyond a driver manager as not found", async () => {
      const outsider = (await create(otherManager.cookie, driver('outsider@example.com'))).data!.createUser;
      const response = await gql(ctx.app, DELETE, {
        cookie: overviewManager.cookie,
        variables: { profileId: outsider.id },
      });
      expect(errorCode(response)).toBe('NOT_FOUND');
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, outsider.id));
      expect(profile!.archived).toBe(false);
      const [managerProfile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, overviewManager.id));
      const upward = await gql(ctx.app, DELETE, {
        cookie: driverManager.cookie,
        variables: { profileId: managerProfile!.id },
      });
      expect(errorCode(upward)).toBe('NOT_FOUND');
    });

    it('refuses deleting oneself', async () => {
      const [own] = await ctx.db.select().from(profiles).where(eq(profiles.userId, overviewManager.id));
      const response = await gql(ctx.app, DELETE, {
        cookie: overviewManager.cookie,
        variables: { profileId: own!.id },
      });
      expect(errorCode(response)).toBe('FORBIDDEN');
    });
  });

  describe('changeUserRoleGroup', () => {
    it('lets an overview manager make a driver a driver manager, recording users.updated', async () => {
      const created = (await create(overviewManager.cookie, driver('promote-me@example.com'))).data!.createUser;
      const response = await gql(ctx.app, CHANGE_GROUP, {
        cookie: overviewManager.cookie,
        variables: { model: { userId: created.userId, roleGroupId: group(RoleGroupName.DriverManager) } },
      });
      expect(response.data).toEqual({
        changeUserRoleGroup: {
          id: created.id,
          user: { roleGroup: { id: group(RoleGroupName.DriverManager), name: 'Driver manager' } },
        },
      });
      expect((await eventsOf(subscriptionId, 'users.updated')).length).toBeGreaterThan(0);
    });

    it.each([
      ['a driver manager making a driver a manager', RoleGroupName.OverviewManager, 'FORBIDDEN'],
      ['a driver manager making a driver staff', RoleGroupName.Staff, 'FORBIDDEN'],
    ])('refuses %s and changes nothing', async (_label, target, code) => {
      const created = (await create(overviewManager.cookie, driver(`stay-${target.length}@example.com`))).data!
        .createUser;
      const response = await gql(ctx.app, CHANGE_GROUP, {
        cookie: driverManager.cookie,
        variables: { model: { userId: created.userId, roleGroupId: group(target) } },
      });
      expect(errorCode(response)).toBe(code);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, created.userId));
      expect(account!.roleGroupId).toBe(group(RoleGroupName.Driver));
    });

    it('refuses an overview manager making staff or a distributor administrator outside a distributor', async () => {
      const created = (await create(overviewManager.cookie, driver('not-staff@example.com'))).data!.createUser;
      for (const target of [RoleGroupName.Staff, RoleGroupName.DistributorAdministrator]) {
        const response = await gql(ctx.app, CHANGE_GROUP, {
          cookie: overviewManager.cookie,
          variables: { model: { userId: created.userId, roleGroupId: group(target) } },
        });
        expect(errorCode(response)).toBe('FORBIDDEN');
      }
    });

    it("treats another subscription's person as not found, and refuses one's own role group", async () => {
      const outsider = (await create(otherManager.cookie, driver('their-driver@example.com'))).data!.createUser;
      const response = await gql(ctx.app, CHANGE_GROUP, {
        cookie: overviewManager.cookie,
        variables: { model: { userId: outsider.userId, roleGroupId: group(RoleGroupName.DriverManager) } },
      });
      expect(errorCode(response)).toBe('NOT_FOUND');
      const own = await gql(ctx.app, CHANGE_GROUP, {
        cookie: overviewManager.cookie,
        variables: { model: { userId: overviewManager.id, roleGroupId: group(RoleGroupName.Driver) } },
      });
      expect(errorCode(own)).toBe('FORBIDDEN');
    });
  });

  describe('roleGroups', () => {
    it('offers each manager the groups they may give in that subscription', async () => {
      const query = 'query($id: ID!) { roleGroups(subscriptionId: $id) { name } }';
      const names = async (cookie: string, id = subscriptionId) =>
        (
          await gql<{ roleGroups: Array<{ name: string }> }>(ctx.app, query, { cookie, variables: { id } })
        ).data?.roleGroups.map((g) => g.name);
      expect(await names(driverManager.cookie)).toEqual(['Driver']);
      expect(await names(overviewManager.cookie)).toEqual(['Driver', 'Driver manager', 'Overview manager']);
      const staff = await buildUser(ctx.db, {
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        roleGroup: RoleGroupName.Staff,
      });
      expect(await names(staff.cookie, PROVIDER_SUBSCRIPTION_ID)).toEqual([
        'Driver',
        'Driver manager',
        'Overview manager',
        'Roadmark staff',
      ]);
      const other = await gql(ctx.app, query, {
        cookie: overviewManager.cookie,
        variables: { id: otherManager.subscriptionId },
      });
      expect(errorCode(other)).toBe('NOT_FOUND');
    });
  });

  describe('people lists', () => {
    let listId: string;
    beforeAll(async () => {
      listId = (await buildSubscription(ctx.db)).id;
      const boss = await buildUser(ctx.db, { subscriptionId: listId, roleGroup: RoleGroupName.OverviewManager });
      const team = crypto.randomUUID();
      await ctx.db.insert(subscriptionTeams).values({ id: team, subscriptionId: listId, name: 'Day shift' });
      const add = (
        firstName: string,
        lastName: string,
        email: string,
        name: RoleGroupName,
        subscriptionTeamId?: string,
      ) => create(boss.cookie, { firstName, lastName, email, roleGroupId: group(name), subscriptionTeamId });
      await add('Zoe', 'Adams', 'zoe@example.com', RoleGroupName.Driver, team);
      await add('Yann', 'Brown', 'yann@fleet.example', RoleGroupName.Driver);
      await add('Mia', 'Cole', 'mia@example.com', RoleGroupName.DriverManager);
      listBoss = boss;
      listTeam = team;
    });
    let listBoss: BuiltUser;
    let listTeam: string;
    const list = (cookie: string, variables: Record<string, unknown>) =>
      gql<Listed>(ctx.app, LIST, { cookie, variables: { subscriptionId: listId, ...variables } });

    it('lists drivers with email, invite state, role group, team and PIN, by last name', async () => {
      const response = await list(listBoss.cookie, { roleGroupNames: ['Driver'] });
      expect(response.data!.profiles.map((p) => p.firstName)).toEqual(['Zoe', 'Yann']);
      expect(response.data!.profiles[0]).toMatchObject({
        subscriptionTeamName: 'Day shift',
        uniqueDriverPin: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
        user: { email: 'zoe@example.com', emailConfirmed: false, pendingEmail: null, roleGroup: { name: 'Driver' } },
      });
    });

    it('lists managers of both manager groups, a team, a search on name or email, and a window', async () => {
      const managers = await list(listBoss.cookie, { roleGroupNames: ['Driver manager', 'Overview manager'] });
      expect(managers.data!.profiles.map((p) => p.lastName)).toEqual(['Cole', 'User']);
      const team = await list(listBoss.cookie, { subscriptionTeamId: listTeam });
      expect(team.data!.profiles.map((p) => p.firstName)).toEqual(['Zoe']);
      const byEmail = await list(listBoss.cookie, { search: 'FLEET.example' });
      expect(byEmail.data!.profiles.map((p) => p.firstName)).toEqual(['Yann']);
      const byName = await list(listBoss.cookie, { search: 'zoe adams' });
      expect(byName.data!.profiles.map((p) => p.firstName)).toEqual(['Zoe']);
      const second = await list(listBoss.cookie, { roleGroupNames: ['Driver'], offset: 1, first: 1 });
      expect(second.data!.profiles.map((p) => p.firstName)).toEqual(['Yann']);
    });

    it("shows a driver manager drivers only, and another subscription's manager nothing", async () => {
      const driverBoss = await buildUser(ctx.db, { subscriptionId: listId, roleGroup: RoleGroupName.DriverManager });
      const response = await list(driverBoss.cookie, {});
      expect(new Set(response.data!.profiles.map((p) => p.user.roleGroup.name))).toEqual(new Set(['Driver']));
      expect(errorCode(await list(otherManager.cookie, {}))).toBe('NOT_FOUND');
    });

    it('shows a pending email change of a confirmed person with the old address still in use', async () => {
      const person = await buildUser(ctx.db, { subscriptionId: listId });
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/changeAccountEmail',
        headers: { cookie: listBoss.cookie, 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
        payload: { currentEmail: person.email, newEmail: 'moved@example.com' },
      });
      expect(changed.json()).toEqual({ pending: true });
      const response = await list(listBoss.cookie, { search: person.email });
      expect(response.data!.profiles[0]!.user).toMatchObject({
        email: person.email,
        pendingEmail: 'moved@example.com',
      });
    });
  });

  describe('userRelatedCounts', () => {
    it('counts what hangs on the person, and treats another subscription as not found', async () => {
      const person = await buildUser(ctx.db, { subscriptionId });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, person.id));
      const assessmentId = await buildAssessment(ctx.db, 'Counted assessment');
      for (const archived of [false, true]) {
        await ctx.db.insert(userAssessmentAssignments).values({
          id: crypto.randomUUID(),
          subscriptionId,
          userId: person.id,
          assessmentId,
          targetDate: new Date(),
          archived,
        });
      }
      const response = await gql(ctx.app, COUNTS, {
        cookie: overviewManager.cookie,
        variables: { profileId: profile!.id },
      });
      expect(response.data).toEqual({
        userRelatedCounts: {
          assessmentSessions: 0,
          userAssessmentAssignments: 1,
          signInSessions: 1,
          externalLogins: 0,
        },
      });
      const other = await gql(ctx.app, COUNTS, { cookie: otherManager.cookie, variables: { profileId: profile!.id } });
      expect(errorCode(other)).toBe('NOT_FOUND');
    });
  });

  describe('updateProfile by a manager', () => {
    const UPDATE =
      'mutation($model: UpdateProfileInput!) { updateProfile(model: $model) { firstName subscriptionTeamId subscriptionTeamName } }';
    it("moves a person into a team of their subscription, never another subscription's", async () => {
      const person = await buildUser(ctx.db, { subscriptionId });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, person.id));
      const moved = await gql(ctx.app, UPDATE, {
        cookie: driverManager.cookie,
        variables: { model: { id: profile!.id, firstName: 'Moved', lastName: 'Person', subscriptionTeamId: teamId } },
      });
      expect(moved.errors).toBeUndefined();
      expect(moved.data).toEqual({
        updateProfile: { firstName: 'Moved', subscriptionTeamId: teamId, subscriptionTeamName: 'Night shift' },
      });
      const strangerTeam = crypto.randomUUID();
      await ctx.db
        .insert(subscriptionTeams)
        .values({ id: strangerTeam, subscriptionId: otherManager.subscriptionId, name: 'Not yours' });
      const refused = await gql(ctx.app, UPDATE, {
        cookie: driverManager.cookie,
        variables: {
          model: { id: profile!.id, firstName: 'Moved', lastName: 'Person', subscriptionTeamId: strangerTeam },
        },
      });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    });

    it('does not let a driver change their own team', async () => {
      const person = await buildUser(ctx.db, { subscriptionId });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, person.id));
      const response = await gql(ctx.app, UPDATE, {
        cookie: person.cookie,
        variables: { model: { id: profile!.id, firstName: 'Me', lastName: 'Myself', subscriptionTeamId: teamId } },
      });
      expect(errorCode(response)).toBe('FORBIDDEN');
    });
  });
});

describe('people: account calls on someone a manager does not manage', () => {
  const ctx = useTestApp();
  const post = (url: string, body: unknown, cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
      payload: body as Record<string, unknown>,
    });

  it.each([
    ['/api/account/resendInviteEmail', (email: string) => ({ email })],
    ['/api/account/changeAccountEmail', (email: string) => ({ currentEmail: email, newEmail: 'hijack@example.com' })],
  ])(
    "answers NOT_FOUND on %s for another subscription's person and for a manager above a driver manager",
    async (url, body) => {
      const subscriptionId = (await buildSubscription(ctx.db)).id;
      const driverManager = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.DriverManager });
      const colleague = await buildUser(ctx.db, {
        subscriptionId,
        roleGroup: RoleGroupName.OverviewManager,
        emailConfirmed: false,
      });
      const outsider = await buildUser(ctx.db, {
        subscriptionId: (await buildSubscription(ctx.db)).id,
        emailConfirmed: false,
      });
      for (const target of [outsider, colleague]) {
        const response = await post(url, body(target.email), driverManager.cookie);
        expect(response.statusCode).toBe(404);
        const [account] = await ctx.db.select().from(users).where(eq(users.id, target.id));
        expect(account!.email).toBe(target.email);
      }
    },
  );

  it('lets a distributor administrator resend an invite in a subscription beneath their distributor', async () => {
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    const child = await buildSubscription(ctx.db, { distributorSubscriptionId: distributor.id });
    const admin = await buildUser(ctx.db, {
      subscriptionId: distributor.id,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    const invited = await buildUser(ctx.db, { subscriptionId: child.id, emailConfirmed: false });
    const response = await post('/api/account/resendInviteEmail', { email: invited.email }, admin.cookie);
    expect(response.statusCode).toBe(204);
  });
});
