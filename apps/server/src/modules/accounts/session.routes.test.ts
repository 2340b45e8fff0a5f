import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { TEST_ADMIN, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-roadmark-csrf': '1', ...headers } });

const sessionCookie = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('roadmark_session=')) ?? '';

describe('POST /api/account/login', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('signs the seeded administrator in with an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await post(ctx.app, '/api/account/login?returnUrl=/administration/tags', {
      email: TEST_ADMIN.email.toUpperCase(),
      password: TEST_ADMIN.password,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: true,
      requiresTwoFactor: false,
      requiresEmailConfirmation: false,
      returnUrl: '/administration/tags',
    });
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('treats an unknown session cookie as signed out without clearing it (a sign-in alongside may have set a new one)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie: 'roadmark_session=gone' },
      payload: { query: 'query { viewer { id } }' },
    });
    expect(response.json().data.viewer).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives a browser-session cookie (no Max-Age) when rememberMe is off', async () => {
    const response = await post(ctx.app, '/api/account/login', { ...TEST_ADMIN, rememberMe: false });
    expect(sessionCookie(response.headers['set-cookie'])).not.toMatch(/Max-Age/);
  });

  it.each([
    [
      'an unknown email',
      { email: 'nobody@example.test', password: 'x' },
      401,
      'This email does not have an account here.',
    ],
    ['a wrong password', { email: TEST_ADMIN.email, password: 'wrong-password' }, 401, 'Invalid password'],
    ['no email', { email: '', password: 'x' }, 400, 'Email or PIN is required'],
    ['an email without a password', { email: TEST_ADMIN.email, password: '' }, 400, 'Password is required'],
  ])('refuses %s with problem details and no cookie', async (_label, body, status, detail) => {
    const response = await post(ctx.app, '/api/account/login', body);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ status, detail });
    expect(sessionCookie(response.headers['set-cookie'])).toBe('');
  });

  it('refuses a return URL on another origin', async () => {
    const response = await post(ctx.app, '/api/account/login?returnUrl=https://evil.example/', TEST_ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Invalid return url. The return url needs to have the same origin as the current page.',
    );
  });

  it('locks the account on the fifth wrong password, then refuses even the right one', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post(ctx.app, '/api/account/login', { email: user.email, password: 'nope' });
      expect([wrong.statusCode, wrong.json().detail]).toEqual(
        attempt < 5 ? [401, 'Invalid password'] : [403, 'This account has been locked out, please try again later.'],
      );
    }
    const response = await post(ctx.app, '/api/account/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('This account has been locked out, please try again later.');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lockoutEnd!.getTime()).toBeGreaterThan(Date.now());
  });

  it('locks a PIN account only after ten wrong passwords', async () => {
    const subscription = await buildSubscription(ctx.db);
    const user = await buildUser(ctx.db, { subscriptionId: subscription.id });
    const pin = 'PQRS2345';
    await ctx.db
      .update(users)
      .set({
        email: `${pin.toLowerCase()}@pins.roadmark.local`,
        normalizedEmail: `${pin.toLowerCase()}@pins.roadmark.local`,
      })
      .where(eq(users.id, user.id));
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await post(ctx.app, '/api/account/login', { email: pin, password: 'nope' })).statusCode).toBe(401);
    }
    expect((await post(ctx.app, '/api/account/login', { email: pin, password: user.password })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      await post(ctx.app, '/api/account/login', { email: pin, password: 'nope' });
    }
    const locked = await post(ctx.app, '/api/account/login', { email: pin, password: user.password });
    expect(locked.statusCode).toBe(403);
  });

  it('asks for email confirmation instead of signing in an unconfirmed account', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, emailConfirmed: false });
    const response = await post(ctx.app, '/api/account/login', { email: user.email, password: user.password });
    expect(response.json()).toMatchObject({ succeeded: false, requiresEmailConfirmation: true });
    expect(sessionCookie(response.headers['set-cookie'])).toBe('');
  });

  it('refuses a login POST without the CSRF header', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: TEST_ADMIN });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
  });
});

describe('production cookies', () => {
  const ctx = useTestApp({ NODE_ENV: 'production', SECRETS_KEY: 'a-test-secrets-key-of-enough-length-0123456789' });
  it('marks the session cookie Secure', async () => {
    const response = await post(ctx.app, '/api/account/login', TEST_ADMIN);
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(/Secure/);
  });
});

describe('GET /api/account/currentUserRoles and POST /api/account/logout', () => {
  const ctx = useTestApp();

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the roles of the role group, and nothing after sign-out', async () => {
    const manager = await buildUser(ctx.db, {
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const roles = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentUserRoles',
      headers: { cookie: manager.cookie },
    });
    expect(roles.json()).toEqual({ roles: expect.arrayContaining(['DriverManagement', 'SubscriptionAdministration']) });
    expect(roles.json().roles).toHaveLength(2);

    const logout = await post(ctx.app, '/api/account/logout', {}, { cookie: manager.cookie });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentUserRoles',
      headers: { cookie: manager.cookie },
    });
    expect(after.statusCode).toBe(401);
    const left = await ctx.db.select().from(sessions).where(eq(sessions.userId, manager.id));
    expect(left).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('issues a new session at sign-in and ends the one the browser had before', async () => {
    const first = await post(ctx.app, '/api/account/login', TEST_ADMIN);
    const firstCookie = sessionCookie(first.headers['set-cookie']).split(';')[0]!;
    const second = await post(ctx.app, '/api/account/login', TEST_ADMIN, { cookie: firstCookie });
    const secondCookie = sessionCookie(second.headers['set-cookie']).split(';')[0]!;
    expect(secondCookie).not.toBe(firstCookie);
    const roles = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie } });
    expect((await roles(firstCookie)).statusCode).toBe(401);
    expect((await roles(secondCookie)).statusCode).toBe(200);
  });

  it('ends a session at its absolute limit even while it is being used', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const roles = () =>
      ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie: user.cookie } });
    expect((await roles()).statusCode).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() + 1000), expiresAt: new Date(Date.now() + 500) })
      .where(eq(sessions.userId, user.id));
    expect((await roles()).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.absoluteExpiresAt.getTime());
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await roles()).statusCode).toBe(401);
  });
});
