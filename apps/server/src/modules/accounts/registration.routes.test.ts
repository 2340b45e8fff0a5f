import { SELF_REGISTRATION_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, useAccountsApp } from '../../../test/accounts-harness.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { userEventsOf } from '../../../test/user-events.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { accountTokens } from './account-token.table.ts';
import { users } from './user.table.ts';

const person = (email: string) => ({
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  firstName: 'Ada',
  lastName: 'Driver',
});

describe('POST /api/account/register and /api/account/confirmEmail', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  const countUsers = async () => (await ctx.db.select().from(users)).length;

  it('registers, emails a confirmation link over SMTP, and signs in only after confirming', async () => {
    const seatsBefore = (
      await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, SELF_REGISTRATION_SUBSCRIPTION_ID))
    )[0]!.currentUsers;
    const response = await post('/api/account/register?returnUrl=/me', person('Ada@Example.com'));
    expect(response.statusCode).toBe(200);
    const { userId, requiresEmailConfirmation, returnUrl } = response.json();
    expect({ requiresEmailConfirmation, returnUrl }).toEqual({ requiresEmailConfirmation: true, returnUrl: '/me' });

    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      email: 'ada@example.com',
      emailConfirmed: false,
      subscriptionId: SELF_REGISTRATION_SUBSCRIPTION_ID,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ firstName: 'Ada', lastName: 'Driver' });
    const seatsAfter = (
      await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, SELF_REGISTRATION_SUBSCRIPTION_ID))
    )[0]!.currentUsers;
    expect(seatsAfter).toBe(seatsBefore + 1);
    expect(await userEventsOf(ctx.db, userId)).toEqual(['users.created']);

    const beforeConfirm = await post('/api/account/login', { email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(beforeConfirm.json()).toMatchObject({ succeeded: false, requiresEmailConfirmation: true });

    await deliver();
    const email = await mail.sink.latestTo('ada@example.com');
    expect(email.subject).toBe('Confirm your email for Roadmark');
    expect(email.html).toContain('Confirm my email');
    const link = linkIn(email);
    expect(link.url.origin + link.url.pathname).toBe('https://roadmark.test/account/confirmEmail');
    expect(link.userId).toBe(userId);
    const [token] = await ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(token!.codeHash).not.toContain(link.code);

    expect((await post('/api/account/confirmEmail', { userId, code: link.code })).statusCode).toBe(204);
    const signedIn = await post('/api/account/login', { email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(signedIn.json()).toMatchObject({ succeeded: true });

    const reused = await post('/api/account/confirmEmail', { userId, code: link.code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe('This link has expired or has already been used. Please ask for a new one.');
  });

  it('refuses a second registration of the same email and changes nothing', async () => {
    await post('/api/account/register', person('twice@example.com'));
    const users = await countUsers();
    const outbox = (await ctx.db.select().from(outboxMessages)).length;
    const response = await post('/api/account/register', person('TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This email is already registered.');
    expect(await countUsers()).toBe(users);
    expect((await ctx.db.select().from(outboxMessages)).length).toBe(outbox);
  });

  it.each([
    ['no email', { email: '' }, 'email', 'Email is required'],
    [
      'an email with spaces',
      { email: 'ada lovelace@example.com' },
      'email',
      'Enter an email address like name@example.com, without spaces',
    ],
    [
      'an email without a domain',
      { email: 'ada@' },
      'email',
      'Enter an email address like name@example.com, without spaces',
    ],
    ['no password', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [
      'a weak password',
      { password: 'abc', confirmPassword: 'abc' },
      'password',
      'Password must be at least 6 characters long, must contain a number, must contain an uppercase letter, must contain a symbol (such as !$%&*@#)',
    ],
    [
      'a password over 256 characters',
      { password: `Aa1!${'x'.repeat(253)}`, confirmPassword: `Aa1!${'x'.repeat(253)}` },
      'password',
      'Password must be at most 256 characters long',
    ],
    [
      'passwords that differ',
      { confirmPassword: 'Other!pass1' },
      'confirmPassword',
      'The password and confirmation password do not match',
    ],
    ['no first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['no last name', { lastName: '' }, 'lastName', 'Last name is required'],
    [
      'an address kept for PIN accounts',
      { email: 'ABCD2345@pins.roadmark.local' },
      'email',
      'This address is kept for PIN accounts. Use your own email address.',
    ],
  ])('refuses %s with the form message and creates nothing', async (_label, patch, field, message) => {
    const before = await countUsers();
    const response = await post('/api/account/register', { ...person(`bad-${field}@example.com`), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await countUsers()).toBe(before);
  });

  it('refuses a return URL on another origin', async () => {
    const response = await post('/api/account/register?returnUrl=https://evil.example', person('origin@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Invalid return url. The return url needs to have the same origin as the current page.',
    );
  });

  it.each([
    [
      'a forged code',
      () => 'A'.repeat(43),
      'This link has expired or has already been used. Please ask for a new one.',
    ],
    ['a malformed code', () => 'not a code!', 'This link is not valid. Please use the latest link we emailed you.'],
  ])('refuses %s and leaves the email unconfirmed', async (_label, code, detail) => {
    const { userId } = (await post('/api/account/register', person(`forged-${_label.length}@example.com`))).json();
    const response = await post('/api/account/confirmEmail', { userId, code: code() });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
    expect((await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.emailConfirmed).toBe(false);
  });

  it("refuses an expired code, and one that belongs to someone else's account", async () => {
    const first = (await post('/api/account/register', person('expired@example.com'))).json().userId;
    const second = (await post('/api/account/register', person('other-owner@example.com'))).json().userId;
    await deliver();
    const firstCode = linkIn(await mail.sink.latestTo('expired@example.com')).code;
    const secondCode = linkIn(await mail.sink.latestTo('other-owner@example.com')).code;

    expect((await post('/api/account/confirmEmail', { userId: second, code: firstCode })).statusCode).toBe(400);
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, first));
    expect((await post('/api/account/confirmEmail', { userId: first, code: firstCode })).statusCode).toBe(400);
    expect((await post('/api/account/confirmEmail', { userId: second, code: secondCode })).statusCode).toBe(204);
  });

  it('resends a confirmation whose new link works while the old one no longer does', async () => {
    const { userId } = (await post('/api/account/register', person('resend@example.com'))).json();
    await deliver();
    const oldCode = linkIn(await mail.sink.latestTo('resend@example.com')).code;
    expect((await post('/api/account/resendConfirmEmail', { email: 'resend@example.com' })).statusCode).toBe(204);
    await deliver();
    const newMail = await mail.sink.latestTo('resend@example.com');
    const newCode = linkIn(newMail).code;
    expect(newCode).not.toBe(oldCode);
    expect((await post('/api/account/confirmEmail', { userId, code: oldCode })).statusCode).toBe(400);
    expect((await post('/api/account/confirmEmail', { userId, code: newCode })).statusCode).toBe(204);
  });

  it('tells a resend for an unknown email that it has no account', async () => {
    const response = await post('/api/account/resendConfirmEmail', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('This email does not have an account here.');
  });
});

describe('registration limits', () => {
  const { post } = useAccountsApp({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '2' });
  it('answers RATE_LIMITED once an address registers too often in a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post('/api/account/register', person(`limit${i}@example.com`))).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('registration switched off', () => {
  const { post } = useAccountsApp({ REGISTRATION_ENABLED: 'false' });
  it('refuses with FORBIDDEN', async () => {
    const response = await post('/api/account/register', person('closed@example.com'));
    expect(response.statusCode).toBe(403);
  });
});
