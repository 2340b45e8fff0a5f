import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { testConfig } from '../../../test/test-app.ts';
import { codeAt, cookieNamed, turnOnTwoFactor } from '../../../test/two-factor-helpers.ts';
import { createSecretBox } from '../../platform/crypto/secret-box.ts';
import { sealStoredTotpSecrets } from './seal-stored-totp-secrets.ts';
import { twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

describe('authenticator secrets at rest', () => {
  const { ctx, post } = useAccountsApp();
  const box = createSecretBox(testConfig().secretsKey);
  const storedRow = async (userId: string) =>
    (await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)))[0]!;

  /** Two-factor as it was kept before sealing: the secret in plain text. */
  async function withPlainSecret(user: BuiltUser, columns: { secret?: string; pendingSecret?: string }) {
    await ctx.db.insert(twoFactorSecrets).values({ userId: user.id, ...columns });
    if (columns.secret) await ctx.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  }

  async function signInWithCode(user: BuiltUser, code: string) {
    const step = await post('/api/account/login', { email: user.email, password: user.password });
    return post('/api/account/loginWithTwoFactor', { code }, { cookie: cookieNamed(step, 'roadmark_2fa') });
  }

  it('are sealed from the first step of setup on, and only the key opens them', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const setup = await post('/api/account/twoFactor/setup', {}, { cookie: user.cookie });
    const pendingSecret = setup.json().secret as string;
    const pending = await storedRow(user.id);
    expect(pending.pendingSecret).not.toContain(pendingSecret);
    expect(box.open(pending.pendingSecret!)).toBe(pendingSecret);

    const other = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { secret } = await turnOnTwoFactor(post, other);
    const active = await storedRow(other.id);
    expect(active.secret).toMatch(/^v1:/);
    expect(active.secret).not.toContain(secret);
    expect(box.open(active.secret!)).toBe(secret);
    expect((await signInWithCode(other, await codeAt(secret, 30))).json()).toMatchObject({ succeeded: true });
  });

  it('kept in plain text before still sign in, and are sealed by that sign-in', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const secret = generateSecret();
    await withPlainSecret(user, { secret });
    expect((await signInWithCode(user, await codeAt(secret, 0))).json()).toMatchObject({ succeeded: true });
    const row = await storedRow(user.id);
    expect(row.secret).toMatch(/^v1:/);
    expect(box.open(row.secret!)).toBe(secret);
    expect((await signInWithCode(user, await codeAt(secret, 30))).json()).toMatchObject({ succeeded: true });
  });

  it('kept in plain text before are sealed by the start-up step, which leaves sealed ones alone', async () => {
    const plain = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const settingUp = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const sealed = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const secret = generateSecret();
    const pendingSecret = generateSecret();
    await withPlainSecret(plain, { secret });
    await withPlainSecret(settingUp, { pendingSecret });
    await turnOnTwoFactor(post, sealed);
    const sealedBefore = (await storedRow(sealed.id)).secret;

    expect(await sealStoredTotpSecrets(ctx.db, box)).toBeGreaterThanOrEqual(2);
    expect(box.open((await storedRow(plain.id)).secret!)).toBe(secret);
    expect(box.open((await storedRow(settingUp.id)).pendingSecret!)).toBe(pendingSecret);
    expect((await storedRow(sealed.id)).secret).toBe(sealedBefore);
    expect(await sealStoredTotpSecrets(ctx.db, box)).toBe(0);
    expect((await signInWithCode(plain, await codeAt(secret, 0))).json()).toMatchObject({ succeeded: true });
  });
});
