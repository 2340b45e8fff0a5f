import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { describe, expect, it } from 'vitest';
import { useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { codeAt, turnOnTwoFactor } from '../../../test/two-factor-helpers.ts';
import { userEventsOf } from '../../../test/user-events.ts';

describe('POST /api/account/changeEmail and /api/account/confirmEmailChange', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  const viewer = async (cookie: string) =>
    (
      await gql<{ viewer: { email: string; pendingEmail: string | null } }>(
        ctx.app,
        '{ viewer { email pendingEmail } }',
        { cookie },
      )
    ).data!.viewer;

  it('keeps the old address until the link sent to the new one is used, for exactly that address', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await post(
      '/api/account/changeEmail',
      { newEmail: 'Moved@Example.com', currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(204);
    expect(await viewer(user.cookie)).toEqual({ email: user.email, pendingEmail: 'moved@example.com' });

    await deliver();
    const email = await mail.sink.latestTo('moved@example.com');
    expect(email.subject).toBe('Confirm your new email for Roadmark');
    const link = linkIn(email);
    expect(link.url.pathname).toBe('/account/confirmEmailChange');
    expect(link.url.searchParams.get('email')).toBe('moved@example.com');

    const tampered = await post('/api/account/confirmEmailChange', {
      userId: link.userId,
      code: link.code,
      email: 'other@example.com',
    });
    expect(tampered.statusCode).toBe(400);
    expect((await viewer(user.cookie)).email).toBe(user.email);
    // The refused attempt changed nothing, so the link still works for the address it was issued for.
    const confirmed = await post('/api/account/confirmEmailChange', {
      userId: link.userId,
      code: link.code,
      email: 'moved@example.com',
    });
    expect(confirmed.statusCode).toBe(204);
  });

  it('applies the change with an untampered link, and the new address signs in', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await post(
      '/api/account/changeEmail',
      { newEmail: 'renamed@example.com', currentPassword: user.password },
      { cookie: user.cookie },
    );
    await deliver();
    const link = linkIn(await mail.sink.latestTo('renamed@example.com'));
    const confirmed = await post('/api/account/confirmEmailChange', {
      userId: link.userId,
      code: link.code,
      email: 'renamed@example.com',
    });
    expect(confirmed.statusCode).toBe(204);
    expect(await viewer(user.cookie)).toEqual({ email: 'renamed@example.com', pendingEmail: null });
    expect(
      (await post('/api/account/login', { email: 'renamed@example.com', password: user.password })).json(),
    ).toMatchObject({ succeeded: true });
    expect((await post('/api/account/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect(await userEventsOf(ctx.db, user.id)).toEqual(['users.updated']);
  });

  it.each([
    [
      'the same address',
      (email: string) => email.toUpperCase(),
      400,
      'Your new email is the same as your old email and so does not need to go through an email update process.',
    ],
    ['no address', () => '', 400, 'Email is required'],
    [
      'an address with a space',
      () => 'a b@example.com',
      400,
      'Enter an email address like name@example.com, without spaces',
    ],
  ])('refuses %s', async (_label, newEmail, status, detail) => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await post(
      '/api/account/changeEmail',
      { newEmail: newEmail(user.email), currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect((await viewer(user.cookie)).pendingEmail).toBeNull();
  });

  it("refuses another account's address", async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const other = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await post(
      '/api/account/changeEmail',
      { newEmail: other.email, currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This email is already registered.');
  });

  it('refuses without a session', async () => {
    expect(
      (await post('/api/account/changeEmail', { newEmail: 'x@example.com', currentPassword: 'Password-1' })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['no password', {}, 'Current password is required'],
    ['a wrong password', { currentPassword: 'Not-the-password-1' }, 'Invalid password'],
  ])('refuses %s, and neither sends a link nor tells whether the address is taken', async (_label, body, detail) => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const other = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    for (const newEmail of ['stolen@example.com', other.email]) {
      const response = await post('/api/account/changeEmail', { newEmail, ...body }, { cookie: user.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'currentPassword', message: detail })]);
    }
    expect((await viewer(user.cookie)).pendingEmail).toBeNull();
  });

  it('asks for a current authenticator code when two-factor sign-in is on, and takes each code once', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret } = await turnOnTwoFactor(post, user);
    const ask = (newEmail: string, extra: Record<string, string>) =>
      post('/api/account/changeEmail', { newEmail, currentPassword: user.password, ...extra }, { cookie: user.cookie });

    for (const [extra, message] of [
      [{}, 'Enter the 6 digits your authenticator app shows'],
      [{ twoFactorCode: '12345' }, 'Enter the 6 digits your authenticator app shows'],
      [
        { twoFactorCode: await codeAt(secret, -3600) },
        'That code is not right. Check your authenticator app and try again.',
      ],
    ] as const) {
      const refused = await ask('second-factor@example.com', extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'twoFactorCode', message })]);
    }
    expect((await viewer(user.cookie)).pendingEmail).toBeNull();

    const twoFactorCode = await codeAt(secret, 30);
    expect((await ask('second-factor@example.com', { twoFactorCode })).statusCode).toBe(204);
    expect((await viewer(user.cookie)).pendingEmail).toBe('second-factor@example.com');
    // Seen over a shoulder, the same code does not work a second time.
    expect((await ask('replayed@example.com', { twoFactorCode })).statusCode).toBe(400);
    expect((await viewer(user.cookie)).pendingEmail).toBe('second-factor@example.com');
  });
});
