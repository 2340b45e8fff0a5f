import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { codeAt, turnOnTwoFactor } from '../../../test/two-factor-helpers.ts';
import { users } from './user.table.ts';

const NOTICE_SUBJECT = 'The email of your Roadmark account has been changed';
const OWNER_PASSWORD = 'Mine-again-2024!';

describe('POST /api/account/revertEmailChange', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  const emailOf = async (userId: string) =>
    (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
  const signedIn = async (cookie: string) =>
    (await gql<{ viewer: { id: string } | null }>(ctx.app, '{ viewer { id } }', { cookie })).data?.viewer !== null;
  const login = async (email: string, password: string) =>
    (await post('/api/account/login', { email, password })).json();

  /** Moves the account to `newEmail` as someone holding its session and password would, link included. */
  async function takeOver(user: BuiltUser, newEmail: string, extra: Record<string, string> = {}) {
    const asked = await post(
      '/api/account/changeEmail',
      { newEmail, currentPassword: user.password, ...extra },
      { cookie: user.cookie },
    );
    expect(asked.statusCode).toBe(204);
    await deliver();
    const link = linkIn(await mail.sink.latestTo(newEmail));
    const confirmed = await post('/api/account/confirmEmailChange', { ...link, email: newEmail });
    expect(confirmed.statusCode).toBe(204);
    await deliver();
  }

  async function undoLinkSentTo(address: string) {
    const notice = await mail.sink.latestTo(address);
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    return { notice, link: linkIn(notice) };
  }

  const undo = (link: { userId: string; code: string }, password = OWNER_PASSWORD) =>
    post('/api/account/revertEmailChange', {
      userId: link.userId,
      code: link.code,
      password,
      confirmPassword: password,
    });

  it('tells the old address, whose link gives it back with a new password and signs everyone out', async () => {
    const owner = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(owner, 'taker@example.com');
    // Whoever moved the email also changes the password and signs in elsewhere.
    const changed = await post(
      '/api/account/changePassword',
      { currentPassword: owner.password, newPassword: 'Takers-own-1!' },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(204);
    const elsewhere = sessionCookieFrom(
      await post('/api/account/login', { email: 'taker@example.com', password: 'Takers-own-1!' }),
    );
    expect(await signedIn(elsewhere)).toBe(true);

    const { notice, link } = await undoLinkSentTo(owner.email);
    expect(notice.text).toContain('was just changed from this address to taker@example.com');
    expect(link.url.pathname).toBe('/account/revertEmailChange');
    expect([...link.url.searchParams.keys()].sort()).toEqual(['code', 'userId']);

    expect((await undo(link)).statusCode).toBe(204);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await signedIn(owner.cookie)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await login(owner.email, 'Takers-own-1!')).toMatchObject({ detail: 'Invalid password' });
    expect(await login('taker@example.com', 'Takers-own-1!')).toMatchObject({ status: 401 });
    expect(await login(owner.email, OWNER_PASSWORD)).toMatchObject({ succeeded: true });

    const again = await undo(link, 'Yet-another-1!');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This link has expired or has already been used. Please ask for a new one.');
  });

  it("keeps the first change's link working after a second change, and using it voids the later links", async () => {
    const owner = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(owner, 'first-hop@example.com');
    await takeOver(owner, 'second-hop@example.com');
    expect((await post('/api/account/sendPasswordResetEmail', { email: 'second-hop@example.com' })).statusCode).toBe(
      204,
    );
    await deliver();
    const reset = linkIn(await mail.sink.latestTo('second-hop@example.com'));
    const first = (await undoLinkSentTo(owner.email)).link;
    const second = (await undoLinkSentTo('first-hop@example.com')).link;

    expect((await undo(first)).statusCode).toBe(204);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await undo(second)).statusCode).toBe(400);
    const resetAfter = await post('/api/account/resetPassword', { ...reset, password: 'Takers-own-1!' });
    expect(resetAfter.statusCode).toBe(400);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await login(owner.email, OWNER_PASSWORD)).toMatchObject({ succeeded: true });
  });

  it("still takes the first change back after the second change's link was used", async () => {
    const owner = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(owner, 'hop-one@example.com');
    await takeOver(owner, 'hop-two@example.com');
    const first = (await undoLinkSentTo(owner.email)).link;
    const second = (await undoLinkSentTo('hop-one@example.com')).link;

    expect((await undo(second, 'Takers-own-1!')).statusCode).toBe(204);
    expect(await emailOf(owner.id)).toBe('hop-one@example.com');
    expect((await undo(first)).statusCode).toBe(204);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await login(owner.email, OWNER_PASSWORD)).toMatchObject({ succeeded: true });
  });

  it('turns off two-factor sign-in turned on after the change, and keeps it when it was on before', async () => {
    const plain = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(plain, 'plain-taker@example.com');
    await turnOnTwoFactor(post, plain);
    expect((await undo((await undoLinkSentTo(plain.email)).link)).statusCode).toBe(204);
    expect(await login(plain.email, OWNER_PASSWORD)).toMatchObject({ succeeded: true, requiresTwoFactor: false });

    const guarded = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret } = await turnOnTwoFactor(post, guarded);
    await takeOver(guarded, 'guarded-taker@example.com', { twoFactorCode: await codeAt(secret, 30) });
    expect((await undo((await undoLinkSentTo(guarded.email)).link)).statusCode).toBe(204);
    expect(await login(guarded.email, OWNER_PASSWORD)).toMatchObject({ succeeded: false, requiresTwoFactor: true });
  });

  it('refuses, changing nothing, when the old address has since become another account’s', async () => {
    const owner = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(owner, 'kept-away@example.com');
    const { link } = await undoLinkSentTo(owner.email);
    const newcomer = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await ctx.db
      .update(users)
      .set({ email: owner.email, normalizedEmail: owner.email, userName: owner.email })
      .where(eq(users.id, newcomer.id));

    const refused = await undo(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This email is now used by another account, so it cannot be given back to yours. Please contact support.',
    );
    expect(await emailOf(owner.id)).toBe('kept-away@example.com');
    expect(await signedIn(owner.cookie)).toBe(true);
  });

  it.each([
    [
      'a made-up code',
      { code: 'a'.repeat(43), password: OWNER_PASSWORD },
      'This link has expired or has already been used. Please ask for a new one.',
    ],
    ['a weak password', { password: 'short' }, undefined],
    [
      'passwords that differ',
      { password: OWNER_PASSWORD, confirmPassword: 'Something-else-1!' },
      'The password and confirmation password do not match',
    ],
  ])('refuses %s and changes nothing', async (_label, body, detail) => {
    const owner = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await takeOver(owner, `${owner.id.slice(0, 8)}-moved@example.com`);
    const { link } = await undoLinkSentTo(owner.email);
    const refused = await post('/api/account/revertEmailChange', { userId: link.userId, code: link.code, ...body });
    expect(refused.statusCode).toBe(400);
    if (detail) expect(refused.json().detail).toBe(detail);
    expect(await emailOf(owner.id)).toBe(`${owner.id.slice(0, 8)}-moved@example.com`);
    expect(await signedIn(owner.cookie)).toBe(true);
  });
});
