import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { EXTERNAL_LOGIN_CALLBACK_PATH } from '../../modules/accounts/external-providers.ts';
import { users } from '../../modules/accounts/user.table.ts';

/** Every line the app logs, as written. */
function captureLog() {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void lines.splice(0),
  };
}

const USER_ID = '6f1c1a52-3a55-4b8e-9a43-0a7c1d2e3f40';

describe('request logs', () => {
  const log = captureLog();
  const ctx = useTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
  beforeEach(() => log.clear());

  it.each([
    [
      'an email confirmation link',
      `/account/confirmEmail?userId=${USER_ID}&code=CONFIRM-SECRET-1`,
      ['CONFIRM-SECRET-1'],
    ],
    ['a password reset link', `/account/resetPassword?userId=${USER_ID}&code=RESET-SECRET-2`, ['RESET-SECRET-2']],
    ['an invitation link', `/account/confirmInvite?userId=${USER_ID}&code=INVITE-SECRET-3`, ['INVITE-SECRET-3']],
    [
      'an email change link with the new address',
      `/account/confirmEmailChange?userId=${USER_ID}&code=CHANGE-SECRET-4&email=new.address%40example.test`,
      ['CHANGE-SECRET-4', 'new.address'],
    ],
    [
      'a returnUrl carrying a reset link',
      `/account/login?returnUrl=${encodeURIComponent(`/account/resetPassword?userId=${USER_ID}&code=NESTED-SECRET-5`)}`,
      ['NESTED-SECRET-5'],
    ],
    [
      'a returnUrl escaped twice',
      `/account/login?returnUrl=${encodeURIComponent(encodeURIComponent('/account/confirmInvite?code=TWICE-SECRET-6'))}`,
      ['TWICE-SECRET-6'],
    ],
    [
      "an external provider's answer",
      `${EXTERNAL_LOGIN_CALLBACK_PATH}?code=OIDC-SECRET-7&state=OIDC-STATE-8&iss=https%3A%2F%2Fidp.example`,
      ['OIDC-SECRET-7', 'OIDC-STATE-8'],
    ],
    ['a study sign-in link', '/study/STUDYSECRET9', ['STUDYSECRET9']],
    ['a token parameter', '/api/account/anything?inviteToken=TOKEN-SECRET-10&x=1', ['TOKEN-SECRET-10']],
  ])('keeps the code out of the request log for %s', async (_label, url, secrets) => {
    await ctx.app.inject({ method: 'GET', url });
    const logged = log.entries().filter((entry) => entry.msg === 'incoming request');
    expect(logged).toHaveLength(1);
    const loggedUrl = (logged[0]!.req as { url: string }).url;
    expect(loggedUrl).toContain('REDACTED');
    for (const secret of secrets) expect(log.text()).not.toContain(secret);
  });

  it('keeps the path and the harmless parameters of the URL', async () => {
    await ctx.app.inject({ method: 'GET', url: `/account/confirmEmail?userId=${USER_ID}&code=CONFIRM-SECRET-1` });
    const [entry] = log.entries().filter((line) => line.msg === 'incoming request');
    expect((entry!.req as { url: string }).url).toBe(
      `/account/confirmEmail?userId=${USER_ID}&code=${encodeURIComponent('[REDACTED]')}`,
    );
  });
});

describe('database errors in logs', () => {
  const log = captureLog();
  const ctx = useTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
  let existing: BuiltUser;
  beforeAll(async () => {
    existing = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Driver });
    // Routes that fail in the database with values a person typed, answered by the app's own error handler.
    ctx.app.get('/test/duplicate-email', async () => {
      await ctx.db.insert(users).values({
        id: crypto.randomUUID(),
        userName: 'Somebody Else',
        email: existing.email,
        normalizedEmail: existing.email,
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        roleGroupId: (await ctx.db.select().from(users).where(eq(users.id, existing.id)))[0]!.roleGroupId,
      });
    });
    ctx.app.get('/test/search-as-id', async () => {
      await ctx.db.select().from(users).where(eq(users.id, 'Margaret Search Text'));
    });
  });
  beforeEach(() => log.clear());

  it.each([
    [
      'a unique index refuses a value',
      '/test/duplicate-email',
      { sqlState: '23505', table: 'users', constraint: 'users_normalized_email_live_idx' },
      () => [existing.email, 'Somebody Else'],
    ],
    [
      'the database cannot read a value',
      '/test/search-as-id',
      { sqlState: '22P02', routine: 'string_to_uuid' },
      () => ['Margaret Search Text'],
    ],
  ])('logs the SQL state but no value when %s', async (_label, url, fields, values) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    const failure = log.entries().find((entry) => entry.msg === 'request failed');
    expect(failure!.err).toMatchObject({ ...fields, message: `database error (SQL state ${fields.sqlState})` });
    expect((failure!.err as { query: string }).query).toMatch(/from "users"|into "users"/);
    expect((failure!.err as { stack: string }).stack).toMatch(/^\s+at /);
    for (const value of values()) expect(log.text()).not.toContain(value);
  });
});
