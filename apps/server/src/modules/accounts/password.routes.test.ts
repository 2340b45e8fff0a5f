import { DEFAULT_PASSWORD_RULES } from '@roadmark/domain/password-rules';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

describe('password endpoints', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  const signIn = (email: string, password: string) => post('/api/account/login', { email, password });
  const roles = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie } });

  it('serves the password rules the server enforces', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/passwordRules' });
    expect(response.json()).toEqual(DEFAULT_PASSWORD_RULES);
  });

  describe('forgotten password', () => {
    it('emails a reset link; the new password works, the old one and every old session do not', async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      await ctx.db
        .update(users)
        .set({ lockoutEnd: new Date(Date.now() + 600_000) })
        .where(eq(users.id, user.id));
      expect((await post('/api/account/sendPasswordResetEmail', { email: user.email })).statusCode).toBe(204);
      await deliver();
      const email = await mail.sink.latestTo(user.email);
      expect(email.subject).toBe('Reset your Roadmark password');
      const { userId, code } = linkIn(email);

      const weak = await post('/api/account/resetPassword', { userId, code, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      const reset = await post('/api/account/resetPassword', { userId, code, password: STRONG_PASSWORD });
      expect(reset.statusCode).toBe(204);

      expect((await roles(user.cookie)).statusCode).toBe(401);
      expect((await signIn(user.email, user.password)).statusCode).toBe(401);
      expect((await signIn(user.email, STRONG_PASSWORD)).json()).toMatchObject({ succeeded: true });
      expect((await post('/api/account/resetPassword', { userId, code, password: 'An0ther!pass' })).statusCode).toBe(
        400,
      );
    });

    it("lifts a lockout from failed sign-ins but not a manager's", async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      await ctx.db
        .update(users)
        .set({ lockoutEnd: new Date('9999-12-31T00:00:00Z') })
        .where(eq(users.id, user.id));
      expect((await post('/api/account/sendPasswordResetEmail', { email: user.email })).statusCode).toBe(204);
      await deliver();
      const { userId, code } = linkIn(await mail.sink.latestTo(user.email));
      expect((await post('/api/account/resetPassword', { userId, code, password: STRONG_PASSWORD })).statusCode).toBe(
        204,
      );
      expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(403);
    });

    it("writes the email in the language the request's Accept-Language asks for, British English otherwise", async () => {
      // The en-US and en-GB email texts read the same, so the language shows in the HTML's lang attribute.
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      const forgot = (headers: Record<string, string>) =>
        post('/api/account/sendPasswordResetEmail', { email: user.email }, headers);
      const langOfLatest = async () =>
        /<html lang="([^"]+)"/.exec(String((await mail.sink.latestTo(user.email)).html))?.[1];

      expect((await forgot({ 'accept-language': 'en-US,en;q=0.9' })).statusCode).toBe(204);
      await deliver();
      expect(await langOfLatest()).toBe('en-US');

      expect((await forgot({ 'accept-language': 'en-AU,en;q=0.9' })).statusCode).toBe(204);
      await deliver();
      expect(await langOfLatest()).toBe('en-GB');
    });

    it.each([
      ['an unknown email', 'nobody@example.com', 404, 'This email does not have an account here.'],
      [
        'an email with spaces',
        'no body@example.com',
        400,
        'Enter an email address like name@example.com, without spaces',
      ],
    ])('refuses %s', async (_label, email, status, detail) => {
      const response = await post('/api/account/sendPasswordResetEmail', { email });
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
    });

    it('refuses an unconfirmed email', async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, emailConfirmed: false });
      const response = await post('/api/account/sendPasswordResetEmail', { email: user.email });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(
        "This email has not been confirmed, so we can't send a password reset until it has been confirmed.",
      );
    });

    it('refuses a reset with a forged code and keeps the password', async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      const response = await post('/api/account/resetPassword', {
        userId: user.id,
        code: 'B'.repeat(43),
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect((await signIn(user.email, user.password)).json()).toMatchObject({ succeeded: true });
    });
  });

  describe('POST /api/account/changePassword', () => {
    it('changes the password, keeps this session, ends the others and tells the owner by email', async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      const other = sessionCookieFrom(await signIn(user.email, user.password));
      const response = await post(
        '/api/account/changePassword',
        { currentPassword: user.password, newPassword: STRONG_PASSWORD },
        { cookie: user.cookie },
      );
      expect(response.statusCode).toBe(204);
      expect((await roles(user.cookie)).statusCode).toBe(200);
      expect((await roles(other)).statusCode).toBe(401);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
      expect((await signIn(user.email, STRONG_PASSWORD)).json()).toMatchObject({ succeeded: true });
      await deliver();
      expect((await mail.sink.latestTo(user.email)).subject).toBe('Your Roadmark password has been changed');
    });

    it('refuses a wrong current password on that field and changes nothing', async () => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      const response = await post(
        '/api/account/changePassword',
        { currentPassword: 'wrong', newPassword: STRONG_PASSWORD },
        { cookie: user.cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' },
      ]);
      expect((await signIn(user.email, user.password)).json()).toMatchObject({ succeeded: true });
    });

    it.each([
      ['no current password', { currentPassword: '', newPassword: STRONG_PASSWORD }, 'Current password is required'],
      [
        'a weak new password',
        { currentPassword: 'x', newPassword: 'password' },
        'Password must contain a number, must contain an uppercase letter, must contain a symbol (such as !$%&*@#)',
      ],
    ])('refuses %s', async (_label, body, message) => {
      const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      const response = await post('/api/account/changePassword', body, { cookie: user.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    });

    it('refuses without a session', async () => {
      const response = await post('/api/account/changePassword', {
        currentPassword: 'a',
        newPassword: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
