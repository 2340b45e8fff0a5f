import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { signInAtProvider, startTestIdentityProvider } from '../../../test/test-identity-provider.ts';
import { userEventsOf } from '../../../test/user-events.ts';
import { externalLoginFlows, externalLogins } from './external-login.table.ts';
import { EXTERNAL_LOGIN_COOKIE } from './external-login-flow.ts';
import { TWO_FACTOR_COOKIE } from './two-factor-login.ts';
import { users } from './user.table.ts';

const PUBLIC_URL = 'https://roadmark.test';
const idp = await startTestIdentityProvider({ redirectUris: [`${PUBLIC_URL}/api/account/externalLoginCallback`] });
afterAll(() => idp.close());

type Reply = Awaited<ReturnType<TestApp['inject']>>;

function cookieFrom(response: Reply, name: string): string {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return (cookies.find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0] ?? '';
}

describe('external sign-in with an OpenID Connect provider', () => {
  const { ctx, mail, deliver, post } = useAccountsApp({
    PUBLIC_URL,
    EXTERNAL_LOGIN_PROVIDERS: JSON.stringify([idp.providerConfig('corp', 'Corp SSO')]),
  });
  const sameSite = { host: 'roadmark.test', origin: PUBLIC_URL };

  const start = (query: string, headers: Record<string, string> = sameSite) =>
    ctx.app.inject({ method: 'POST', url: `/api/account/startExternalLogin?${query}`, headers });

  /** Start, sign in at the provider as `login`, come back: the flow cookie, now holding the provider's identity. */
  async function signInExternally(login: string, returnUrl = '/me') {
    const started = await start(`provider=corp&returnUrl=${encodeURIComponent(returnUrl)}`);
    expect(started.statusCode).toBe(303);
    const flowCookie = cookieFrom(started, EXTERNAL_LOGIN_COOKIE);
    const back = await signInAtProvider(started.headers.location as string, login);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/account/externalLoginCallback`);
    const callback = await ctx.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: flowCookie },
    });
    expect(callback.statusCode).toBe(303);
    return { flowCookie, page: new URL(callback.headers.location as string, PUBLIC_URL) };
  }

  const complete = (flowCookie: string, query = 'returnUrl=%2Fme') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/account/completeExternalLogin?${query}`,
      headers: flowCookie ? { cookie: flowCookie } : {},
    });

  const createAccount = (flowCookie: string, body: object) =>
    post('/api/account/createAccountForExternalLogin?returnUrl=%2Fme', body, flowCookie ? { cookie: flowCookie } : {});

  const roles = (sessionCookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie: sessionCookie } });

  it('lists the configured providers by name and display name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/getExternalAuthenticationSchemes' });
    expect(response.json()).toEqual([{ name: 'corp', displayName: 'Corp SSO' }]);
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping the secrets on the server', async () => {
    const response = await start('provider=corp&returnUrl=%2Fme');
    expect(response.statusCode).toBe(303);
    const authorize = new URL(response.headers.location as string);
    expect(authorize.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'roadmark',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${PUBLIC_URL}/api/account/externalLoginCallback`,
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce']) expect(authorize.searchParams.get(param)).toBeTruthy();
    const flowCookie = cookieFrom(response, EXTERNAL_LOGIN_COOKIE);
    expect(flowCookie).toMatch(/^roadmark_external=.{40,}/);
    const flows = await ctx.db.select().from(externalLoginFlows);
    expect(flows.some((flow) => flow.state === authorize.searchParams.get('state'))).toBe(true);
    expect(flows.some((flow) => flowCookie.includes(flow.tokenHash))).toBe(false);
  });

  it("accepts the browser's word (Sec-Fetch-Site) for a same-origin form sent with Origin: null", async () => {
    const response = await start('provider=corp', {
      host: 'roadmark.test',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(303);
  });

  it.each([
    ['no Origin', { host: 'roadmark.test' }, 'provider=corp', 403, 'This request was refused'],
    ['a foreign Origin', { host: 'roadmark.test', origin: 'https://evil.test' }, 'provider=corp', 403, 'refused'],
    [
      'a null Origin from another site',
      { host: 'roadmark.test', origin: 'null', 'sec-fetch-site': 'cross-site' },
      'provider=corp',
      403,
      'refused',
    ],
    ['an unknown provider', sameSite, 'provider=nope', 400, 'This sign-in provider is not set up here.'],
    ['a foreign return URL', sameSite, 'provider=corp&returnUrl=https://evil.test/', 400, 'Invalid return url'],
  ])('refuses a start with %s', async (_case, headers, query, status, message) => {
    const response = await start(query, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(message);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('registers a new person with the email the provider verified, signs them in, and signs them in again later', async () => {
    const { flowCookie, page } = await signInExternally('jo.bloggs@corp.test');
    expect(page.pathname).toBe('/account/externalLogin');
    expect(page.searchParams.get('returnUrl')).toBe('/me');

    const completed = await complete(flowCookie);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({
      claims: {
        email: 'jo.bloggs@corp.test',
        email_verified: true,
        given_name: 'Jo',
        family_name: 'Bloggs',
        name: 'Jo Bloggs',
      },
      isNewUser: true,
      loginProvider: 'Corp SSO',
      returnUrl: '/me',
      succeeded: false,
      requiresTwoFactor: false,
      requiresEmailConfirmation: false,
    });
    expect(sessionCookieFrom(completed)).toBe('');

    const created = await createAccount(flowCookie, {
      email: 'Jo.Bloggs@corp.test',
      firstName: 'Jo',
      lastName: 'Bloggs',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ returnUrl: '/me', succeeded: true, requiresEmailConfirmation: false });
    const { userId } = created.json();
    expect((await roles(sessionCookieFrom(created))).json()).toEqual({ roles: [] });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: 'jo.bloggs@corp.test', emailConfirmed: true, passwordHash: null });
    const links = await ctx.db.select().from(externalLogins).where(eq(externalLogins.userId, userId));
    expect(links).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'jo.bloggs@corp.test' })]);
    expect(await userEventsOf(ctx.db, userId)).toEqual(['users.created']);

    // The flow is spent: the same cookie cannot register a second account.
    const again = await createAccount(flowCookie, { email: 'other@corp.test', firstName: 'A', lastName: 'B' });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Error loading external login information during confirmation.');

    const returning = await signInExternally('jo.bloggs@corp.test', '/profile');
    const signedIn = await complete(returning.flowCookie, 'returnUrl=%2Fprofile');
    expect(signedIn.json()).toMatchObject({ isNewUser: false, succeeded: true, returnUrl: '/profile' });
    expect((await roles(sessionCookieFrom(signedIn))).statusCode).toBe(200);
  });

  it('asks a person who gives another email than the verified one to confirm it before signing in', async () => {
    const { flowCookie } = await signInExternally('sam.rivers@corp.test');
    const created = await createAccount(flowCookie, {
      email: 'sam@home.test',
      firstName: 'Sam',
      lastName: 'Rivers',
    });
    expect(created.json()).toMatchObject({ succeeded: false, requiresEmailConfirmation: true });
    expect(sessionCookieFrom(created)).toBe('');
    await deliver();
    expect((await mail.sink.latestTo('sam@home.test')).subject).toBe('Confirm your email for Roadmark');

    const returning = await signInExternally('sam.rivers@corp.test');
    const response = await complete(returning.flowCookie);
    expect(response.json()).toMatchObject({ isNewUser: false, succeeded: false, requiresEmailConfirmation: true });
    expect(sessionCookieFrom(response)).toBe('');
  });

  it('treats an email the provider has not verified as unconfirmed even when it matches', async () => {
    const { flowCookie } = await signInExternally('kim+unverified@corp.test');
    const created = await createAccount(flowCookie, {
      email: 'kim+unverified@corp.test',
      firstName: 'Kim',
      lastName: 'Lee',
    });
    expect(created.json()).toMatchObject({ succeeded: false, requiresEmailConfirmation: true });
  });

  it('refuses an email that already has an account, and creates nothing', async () => {
    const { flowCookie } = await signInExternally('pat.ode@corp.test');
    const before = await ctx.db.select().from(users);
    const response = await createAccount(flowCookie, {
      email: 'admin@roadmark.test',
      firstName: 'Pat',
      lastName: 'Ode',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This email is already registered.');
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
    expect(await ctx.db.select().from(externalLogins).where(eq(externalLogins.subject, 'pat.ode@corp.test'))).toEqual(
      [],
    );
  });

  it('checks the registration form with the same messages as the page', async () => {
    const { flowCookie } = await signInExternally('lee.ng@corp.test');
    const response = await createAccount(flowCookie, { email: 'no spaces@corp.test', firstName: '', lastName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['First name is required', 'Last name is required']),
    );
    const pinAddress = await createAccount(flowCookie, {
      email: 'ABCD2345@pins.roadmark.local',
      firstName: 'Lee',
      lastName: 'Ng',
    });
    expect(pinAddress.json().errors[0].message).toBe(
      'This address is kept for PIN accounts. Use your own email address.',
    );
  });

  it('says the external login information could not be loaded without a finished flow', async () => {
    const response = await complete('');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Error loading external login information.');

    const started = await start('provider=corp&returnUrl=%2Fme');
    const unfinished = await complete(cookieFrom(started, EXTERNAL_LOGIN_COOKIE));
    expect(unfinished.json().detail).toBe('Error loading external login information.');

    const created = await createAccount('', { email: 'x@corp.test', firstName: 'X', lastName: 'Y' });
    expect(created.json().detail).toBe('Error loading external login information during confirmation.');
  });

  it("passes the provider's own error on to the page", async () => {
    const started = await start('provider=corp&returnUrl=%2Fme');
    const state = new URL(started.headers.location as string).searchParams.get('state');
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/externalLoginCallback?error=access_denied&error_description=User+cancelled&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
      headers: { cookie: cookieFrom(started, EXTERNAL_LOGIN_COOKIE) },
    });
    const page = new URL(callback.headers.location as string, PUBLIC_URL);
    expect(page.searchParams.get('remoteError')).toBe('User cancelled');
    const response = await complete('', 'returnUrl=%2Fme&remoteError=User+cancelled');
    expect(response.json().detail).toBe('Error from external provider: User cancelled');
  });

  it('rejects a callback whose state was forged or that is replayed', async () => {
    const started = await start('provider=corp&returnUrl=%2Fme');
    const flowCookie = cookieFrom(started, EXTERNAL_LOGIN_COOKIE);
    const back = await signInAtProvider(started.headers.location as string, 'mal.lory@corp.test');
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'forged-state');
    const forgedCallback = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}?${forged}`,
      headers: { cookie: flowCookie },
    });
    expect(new URL(forgedCallback.headers.location as string, PUBLIC_URL).searchParams.get('remoteError')).toBeNull();
    expect((await complete(flowCookie)).json().detail).toBe('Error loading external login information.');
    // The genuine callback after the forged one finds the flow ended.
    await ctx.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: flowCookie } });
    expect((await complete(flowCookie)).json().detail).toBe('Error loading external login information.');
  });

  it('applies lockout, archiving and two-factor to a linked account like a password sign-in', async () => {
    const first = await signInExternally('max.weber@corp.test');
    const { userId } = (
      await createAccount(first.flowCookie, { email: 'max.weber@corp.test', firstName: 'Max', lastName: 'Weber' })
    ).json();

    await ctx.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    const twoFactor = await complete((await signInExternally('max.weber@corp.test')).flowCookie);
    expect(twoFactor.json()).toMatchObject({ succeeded: false, requiresTwoFactor: true });
    expect(cookieFrom(twoFactor, TWO_FACTOR_COOKIE)).not.toBe('');
    expect(sessionCookieFrom(twoFactor)).toBe('');

    await ctx.db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() + 60_000) })
      .where(eq(users.id, userId));
    const locked = await complete((await signInExternally('max.weber@corp.test')).flowCookie);
    expect(locked.json().detail).toBe('This account has been locked out, please try again later.');

    await ctx.db
      .update(users)
      .set({ archived: true })
      .where(and(eq(users.id, userId)));
    const archived = await complete((await signInExternally('max.weber@corp.test')).flowCookie);
    expect(archived.statusCode).toBe(403);
    expect(archived.json().detail).toBe('This account is not allowed to use this site.');
  });
});
