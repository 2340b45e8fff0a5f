import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';

const codeAt = (secret: string, offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

function cookieNamed(response: { headers: Record<string, unknown> }, name: string): string {
  const raw = response.headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : [raw ?? '']) as string[];
  return (cookies.find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0] ?? '';
}

describe('two-factor sign-in', () => {
  const { ctx, post } = useAccountsApp();

  async function enable(user: BuiltUser) {
    const setup = await post('/api/account/twoFactor/setup', {}, { cookie: user.cookie });
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Roadmark:/);
    const enabled = await post(
      '/api/account/twoFactor/enable',
      { code: await codeAt(secret, 0) },
      { cookie: user.cookie },
    );
    expect(enabled.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  async function passwordStep(user: BuiltUser) {
    const response = await post('/api/account/login', { email: user.email, password: user.password });
    expect(response.json()).toMatchObject({ succeeded: false, requiresTwoFactor: true });
    expect(sessionCookieFrom(response)).toBe('');
    return cookieNamed(response, 'roadmark_2fa');
  }

  it('asks for a code after the password, then signs in with it; a code is not accepted twice', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret, recoveryCodes } = await enable(user);
    expect(recoveryCodes).toHaveLength(10);
    const viewer = await gql<{ viewer: { twoFactorEnabled: boolean } }>(ctx.app, '{ viewer { twoFactorEnabled } }', {
      cookie: user.cookie,
    });
    expect(viewer.data!.viewer.twoFactorEnabled).toBe(true);

    const challenge = await passwordStep(user);
    const code = await codeAt(secret, 30);
    const response = await post('/api/account/loginWithTwoFactor?returnUrl=/me', { code }, { cookie: challenge });
    expect(response.json()).toEqual({ succeeded: true, returnUrl: '/me' });
    const session = sessionCookieFrom(response);
    const roles = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentUserRoles',
      headers: { cookie: session },
    });
    expect(roles.statusCode).toBe(200);

    const again = await passwordStep(user);
    const replay = await post('/api/account/loginWithTwoFactor', { code }, { cookie: again });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe('That code is not right. Check your authenticator app and try again.');
  });

  it('signs in with a recovery code, which then cannot be used again', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { recoveryCodes } = await enable(user);
    const first = await post(
      '/api/account/loginWithTwoFactor',
      { recoveryCode: recoveryCodes[3] },
      { cookie: await passwordStep(user) },
    );
    expect(first.json()).toMatchObject({ succeeded: true });
    const second = await post(
      '/api/account/loginWithTwoFactor',
      { recoveryCode: recoveryCodes[3] },
      { cookie: await passwordStep(user) },
    );
    expect(second.statusCode).toBe(400);
  });

  it('spends the challenge after five wrong codes, so the password is needed again', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret } = await enable(user);
    const challenge = await passwordStep(user);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post('/api/account/loginWithTwoFactor', { code: '000000' }, { cookie: challenge })).statusCode,
      ).toBe(400);
    }
    const late = await post(
      '/api/account/loginWithTwoFactor',
      { code: await codeAt(secret, 30) },
      { cookie: challenge },
    );
    expect(late.statusCode).toBe(401);
    expect(late.json().detail).toBe('Your sign-in has timed out. Please sign in again.');
  });

  it.each([
    ['no challenge cookie', '', { code: '123456' }, 401],
    ['a forged challenge', 'roadmark_2fa=forged', { code: '123456' }, 401],
    ['no code at all', 'roadmark_2fa=forged', {}, 400],
  ])('refuses %s', async (_label, cookie, body, status) => {
    expect((await post('/api/account/loginWithTwoFactor', body, { cookie })).statusCode).toBe(status);
  });

  it('refuses to turn on with a wrong code, and turns off only with the password', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await post('/api/account/twoFactor/setup', {}, { cookie: user.cookie });
    const wrong = await post('/api/account/twoFactor/enable', { code: '000000' }, { cookie: user.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');

    await enable(user);
    const badPassword = await post(
      '/api/account/twoFactor/disable',
      { currentPassword: 'nope' },
      { cookie: user.cookie },
    );
    expect(badPassword.statusCode).toBe(400);
    const off = await post(
      '/api/account/twoFactor/disable',
      { currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(off.statusCode).toBe(204);
    const login = await post('/api/account/login', { email: user.email, password: user.password });
    expect(login.json()).toMatchObject({ succeeded: true, requiresTwoFactor: false });
  });

  it('refuses a return URL on another origin at the second step too', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret } = await enable(user);
    const challenge = await passwordStep(user);
    const response = await post(
      '/api/account/loginWithTwoFactor?returnUrl=https://evil.example/',
      { code: await codeAt(secret, 30) },
      { cookie: challenge },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Invalid return url. The return url needs to have the same origin as the current page.',
    );
    expect(sessionCookieFrom(response)).toBe('');
  });

  it('refuses setup without a session', async () => {
    expect((await post('/api/account/twoFactor/setup', {})).statusCode).toBe(401);
  });
});
