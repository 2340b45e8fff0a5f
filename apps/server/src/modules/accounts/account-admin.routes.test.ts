import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { userEventsOf } from '../../../test/user-events.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { SESSION_COOKIE } from './session-store.ts';
import { users } from './user.table.ts';

const driverGroup = roleGroupByName(RoleGroupName.Driver).id;
const staffGroup = roleGroupByName(RoleGroupName.Staff).id;

describe('invites', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  let companyId: string;
  let manager: BuiltUser;
  let driver: BuiltUser;
  const invite = (cookie: string, user: Record<string, unknown>, sendEmail = true) =>
    post('/api/account/invite', { user, sendEmail }, { cookie });
  const person = (email: string, roleGroupId = driverGroup) => ({
    email,
    firstName: 'Ivy',
    lastName: 'Invited',
    roleGroupId,
  });

  beforeAll(async () => {
    companyId = (await buildSubscription(ctx.db, { companyName: 'Acme Haulage' })).id;
    manager = await buildUser(ctx.db, { subscriptionId: companyId, roleGroup: RoleGroupName.DriverManager });
    driver = await buildUser(ctx.db, { subscriptionId: companyId });
  });

  it('invites a driver, whose link shows who it is for and sets the password', async () => {
    const response = await invite(manager.cookie, person('ivy@example.com'));
    expect(response.statusCode).toBe(200);
    const { userId } = response.json();
    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ subscriptionId: companyId, emailConfirmed: false, passwordHash: null });

    await deliver();
    const email = await mail.sink.latestTo('ivy@example.com');
    expect(email.subject).toBe('You have been invited to Roadmark');
    expect(email.text).toContain('Acme Haulage has invited you');
    const link = linkIn(email);
    expect(link.url.pathname).toBe('/account/confirmInvite');

    const shown = await gql<{ profileForInvite: Record<string, string> }>(
      ctx.app,
      'query($userId: ID!, $code: String!) { profileForInvite(userId: $userId, code: $code) { firstName lastName email } }',
      { variables: { userId, code: link.code } },
    );
    expect(shown.data!.profileForInvite).toEqual({ firstName: 'Ivy', lastName: 'Invited', email: 'ivy@example.com' });

    const weak = await post('/api/account/confirmInvite', { userId, code: link.code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const badReturn = await post('/api/account/confirmInvite?returnUrl=https://evil.example/', {
      userId,
      code: link.code,
      password: STRONG_PASSWORD,
    });
    expect(badReturn.statusCode).toBe(400);
    // Accepting signs the person in: the answer's cookie is a session of theirs.
    const accepted = await post('/api/account/confirmInvite?returnUrl=/me', {
      userId,
      code: link.code,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ signedIn: true, returnUrl: '/me' });
    const sessionCookie = accepted.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(sessionCookie?.httpOnly).toBe(true);
    const roles = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentUserRoles',
      headers: { cookie: `${SESSION_COOKIE}=${sessionCookie!.value}` },
    });
    expect(roles.statusCode).toBe(200);
    expect(
      (await post('/api/account/login', { email: 'ivy@example.com', password: STRONG_PASSWORD })).json(),
    ).toMatchObject({ succeeded: true });
    expect(
      (await post('/api/account/confirmInvite', { userId, code: link.code, password: STRONG_PASSWORD })).statusCode,
    ).toBe(400);

    const resend = await post(
      '/api/account/resendInviteEmail',
      { email: 'ivy@example.com' },
      { cookie: manager.cookie },
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json().detail).toBe('This invite has already been accepted.');
  });

  it('creates the account without an email when sendEmail is false, and resends on request', async () => {
    const { userId } = (await invite(manager.cookie, person('quiet@example.com'), false)).json();
    await deliver();
    expect(mail.sink.messages.some((m) => JSON.stringify(m.to).includes('quiet@example.com'))).toBe(false);
    expect(
      (await post('/api/account/resendInviteEmail', { email: 'quiet@example.com' }, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(204);
    await deliver();
    expect(linkIn(await mail.sink.latestTo('quiet@example.com')).userId).toBe(userId);
  });

  it('sets the password but leaves the sign-in to the account itself when two-factor sign-in is on', async () => {
    const { userId } = (await invite(manager.cookie, person('second-factor@example.com'))).json();
    await deliver();
    const link = linkIn(await mail.sink.latestTo('second-factor@example.com'));
    await ctx.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    const accepted = await post('/api/account/confirmInvite', { userId, code: link.code, password: STRONG_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ signedIn: false, returnUrl: '/' });
    expect(accepted.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account?.passwordHash).toBeTruthy();
  });

  it("keeps a manager's lockout when the invite is accepted, and signs nobody in", async () => {
    const { userId } = (await invite(manager.cookie, person('locked-invitee@example.com'))).json();
    await deliver();
    const link = linkIn(await mail.sink.latestTo('locked-invitee@example.com'));
    const locked = await post(
      '/api/account/lockout',
      { email: 'locked-invitee@example.com', lockout: true },
      { cookie: manager.cookie },
    );
    expect(locked.statusCode).toBe(204);
    const accepted = await post('/api/account/confirmInvite', { userId, code: link.code, password: STRONG_PASSWORD });
    expect(accepted.json()).toEqual({ signedIn: false, returnUrl: '/' });
    expect(accepted.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    const signIn = await post('/api/account/login', { email: 'locked-invitee@example.com', password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(403);
  });

  it.each([
    ['without a session', () => '', 401],
    ['by a driver', () => driver.cookie, 403],
  ])('is refused %s and creates nothing', async (_label, cookie, status) => {
    const before = (await ctx.db.select().from(users)).length;
    expect((await invite(cookie(), person(`refused-${status}@example.com`))).statusCode).toBe(status);
    expect((await ctx.db.select().from(users)).length).toBe(before);
  });

  it('refuses a driver manager giving out the staff role group', async () => {
    const response = await invite(manager.cookie, person('staff-wannabe@example.com', staffGroup));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('You cannot give people this role group.');
  });

  it("refuses to invite into another tenant's subscription", async () => {
    const other = await buildSubscription(ctx.db);
    const response = await invite(manager.cookie, { ...person('elsewhere@example.com'), subscriptionId: other.id });
    expect(response.statusCode).toBe(403);
  });

  it("refuses to resend another tenant's invite, as if it did not exist", async () => {
    const admin = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    await invite(admin.cookie, { ...person('theirs@example.com'), subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await post(
      '/api/account/resendInviteEmail',
      { email: 'theirs@example.com' },
      { cookie: manager.cookie },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('This email has not been invited.');
  });

  it.each([
    [
      'an email that is not an address',
      { email: 'ivy' },
      'Enter an email address like name@example.com, without spaces',
    ],
    ['no first name', { firstName: '' }, 'First name is required'],
    ['an unknown role group', { roleGroupId: crypto.randomUUID() }, 'Choose a role group'],
  ])('refuses %s', async (_label, patch, detail) => {
    const response = await invite(manager.cookie, { ...person('invalid@example.com'), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('gives the last seat of a limited subscription to exactly one of two simultaneous invites', async () => {
    const limited = await buildSubscription(ctx.db, { restrictMaxUsers: true, maxUsers: 2 });
    const boss = await buildUser(ctx.db, { subscriptionId: limited.id, roleGroup: RoleGroupName.OverviewManager });
    await ctx.db.update(subscriptions).set({ currentUsers: 1 }).where(eq(subscriptions.id, limited.id));
    const responses = await Promise.all(
      ['seat-a@example.com', 'seat-b@example.com'].map((email) => invite(boss.cookie, person(email), false)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().detail).toBe(
      'Cannot create a new user. Maximum amount of users for this subscription has been reached.',
    );
    const [after] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, limited.id));
    expect(after!.currentUsers).toBe(2);
  });
});

describe('account administration by a manager', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  let companyId: string;
  let manager: BuiltUser;
  beforeAll(async () => {
    companyId = (await buildSubscription(ctx.db)).id;
    manager = await buildUser(ctx.db, { subscriptionId: companyId, roleGroup: RoleGroupName.OverviewManager });
  });
  const signIn = (email: string, password: string) => post('/api/account/login', { email, password });
  const lockoutOf = async (userId: string) => {
    const answer = await gql<{
      profile: { user: { lockout: { since: string | null; until: string | null; byManager: boolean } | null } };
    }>(ctx.app, 'query ($userId: ID) { profile(userId: $userId) { user { lockout { since until byManager } } } }', {
      variables: { userId },
      cookie: manager.cookie,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profile.user.lockout;
  };

  it("changes a confirmed person's email only once they confirm the new address", async () => {
    const person = await buildUser(ctx.db, { subscriptionId: companyId });
    const response = await post(
      '/api/account/changeAccountEmail',
      { currentEmail: person.email, newEmail: 'managed-new@example.com' },
      { cookie: manager.cookie },
    );
    expect(response.json()).toEqual({ pending: true });
    expect((await signIn(person.email, person.password)).json()).toMatchObject({ succeeded: true });
    await deliver();
    const link = linkIn(await mail.sink.latestTo('managed-new@example.com'));
    expect(link.url.pathname).toBe('/account/confirmEmailChange');
  });

  it('moves a pending invite to the new address and sends it there', async () => {
    const invited = await post(
      '/api/account/invite',
      {
        user: { email: 'typo@exmaple.com', firstName: 'Tim', lastName: 'Typo', roleGroupId: driverGroup },
        sendEmail: false,
      },
      { cookie: manager.cookie },
    );
    const { userId } = invited.json();
    const response = await post(
      '/api/account/changeAccountEmail',
      { currentEmail: 'typo@exmaple.com', newEmail: 'typo@example.com' },
      { cookie: manager.cookie },
    );
    expect(response.json()).toEqual({ pending: false });
    expect((await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.email).toBe('typo@example.com');
    await deliver();
    expect(linkIn(await mail.sink.latestTo('typo@example.com')).url.pathname).toBe('/account/confirmInvite');
    // The webhooks hear of the new person and of their new address.
    expect(await userEventsOf(ctx.db, userId)).toEqual(['users.created', 'users.updated']);
  });

  it('locks a person out, ending their sessions, and lets them back in', async () => {
    const person = await buildUser(ctx.db, { subscriptionId: companyId });
    const roles = () =>
      ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie: person.cookie } });
    expect(
      (await post('/api/account/lockout', { email: person.email, lockout: true }, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(204);
    expect((await roles()).statusCode).toBe(401);
    expect((await signIn(person.email, person.password)).json().detail).toBe(
      'This account has been locked out, please try again later.',
    );
    // The people screens show who locked the account and since when; it runs until someone lifts it.
    const lockout = await lockoutOf(person.id);
    expect(lockout).toEqual({ since: expect.any(String), until: null, byManager: true });
    expect(Date.now() - Date.parse(lockout!.since!)).toBeLessThan(60_000);
    await post('/api/account/lockout', { email: person.email, lockout: false }, { cookie: manager.cookie });
    expect(await lockoutOf(person.id)).toBeNull();
    expect((await signIn(person.email, person.password)).json()).toMatchObject({ succeeded: true });
    expect(await userEventsOf(ctx.db, person.id)).toEqual(['users.updated', 'users.updated']);
  });

  it('shows a lockout from failed sign-ins with its start and its end, which is its own', async () => {
    const person = await buildUser(ctx.db, { subscriptionId: companyId });
    for (let attempt = 0; attempt < 5; attempt++) await signIn(person.email, 'not the password');
    const lockout = await lockoutOf(person.id);
    expect(lockout).toMatchObject({ byManager: false });
    expect(Date.parse(lockout!.until!) - Date.parse(lockout!.since!)).toBe(15 * 60_000);
  });

  it('archives an account by email: it cannot sign in and its address is free again', async () => {
    const person = await buildUser(ctx.db, { subscriptionId: companyId });
    expect(
      (await post('/api/account/archive', { email: person.email, archive: true }, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(204);
    expect((await signIn(person.email, person.password)).statusCode).toBe(401);
    const again = await post(
      '/api/account/invite',
      { user: { email: person.email, firstName: 'Back', lastName: 'Again', roleGroupId: driverGroup } },
      { cookie: manager.cookie },
    );
    expect(again.statusCode).toBe(200);
  });

  it.each([
    ['/api/account/changeAccountEmail', (email: string) => ({ currentEmail: email, newEmail: 'x-new@example.com' })],
    ['/api/account/lockout', (email: string) => ({ email, lockout: true })],
    ['/api/account/archive', (email: string) => ({ email, archive: true })],
  ])("treats another tenant's person as unknown on %s and changes nothing", async (url, body) => {
    const outsider = await buildUser(ctx.db, { subscriptionId: (await buildSubscription(ctx.db)).id });
    const response = await post(url, body(outsider.email), { cookie: manager.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Unknown user');
    expect((await signIn(outsider.email, outsider.password)).json()).toMatchObject({ succeeded: true });
  });

  it.each(['/api/account/lockout', '/api/account/archive'])('refuses a driver on %s', async (url) => {
    const driver = await buildUser(ctx.db, { subscriptionId: companyId });
    const target = await buildUser(ctx.db, { subscriptionId: companyId });
    const response = await post(url, { email: target.email, lockout: true, archive: true }, { cookie: driver.cookie });
    expect(response.statusCode).toBe(403);
  });
});
