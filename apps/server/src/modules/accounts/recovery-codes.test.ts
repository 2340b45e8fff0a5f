import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { cookieNamed, turnOnTwoFactor } from '../../../test/two-factor-helpers.ts';
import { twoFactorRecoveryCodes } from './two-factor.table.ts';

describe('two-factor recovery codes', () => {
  const { ctx, post } = useAccountsApp();

  async function passwordStep(user: BuiltUser): Promise<string> {
    const response = await post('/api/account/login', { email: user.email, password: user.password });
    expect(response.json()).toMatchObject({ requiresTwoFactor: true });
    return cookieNamed(response, 'roadmark_2fa');
  }
  const withRecoveryCode = async (recoveryCode: string, challenge: string) =>
    post('/api/account/loginWithTwoFactor', { recoveryCode }, { cookie: challenge });
  const codesLeft = async (cookie: string) =>
    (await gql<{ viewer: { recoveryCodesLeft: number } }>(ctx.app, '{ viewer { recoveryCodesLeft } }', { cookie }))
      .data!.viewer.recoveryCodesLeft;

  it('are 16 base32 characters shown in fours, stored only as salted Argon2id hashes', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { recoveryCodes } = await turnOnTwoFactor(post, user);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await ctx.db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$/);
      for (const code of recoveryCodes) expect(codeHash).not.toContain(code.replace(/-/g, ''));
    }
    expect(await codesLeft(user.cookie)).toBe(10);
  });

  it('sign in with a code typed in lower case and without dashes, which is then used up', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { recoveryCodes } = await turnOnTwoFactor(post, user);
    const typed = ` ${recoveryCodes[2]!.replace(/-/g, '').toLowerCase()} `;
    expect((await withRecoveryCode(typed, await passwordStep(user))).json()).toMatchObject({ succeeded: true });
    expect((await withRecoveryCode(recoveryCodes[2]!, await passwordStep(user))).statusCode).toBe(400);
    expect(await codesLeft(user.cookie)).toBe(9);
  });

  it('let only one of two simultaneous sign-ins use the same code', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { recoveryCodes } = await turnOnTwoFactor(post, user);
    const challenges = [await passwordStep(user), await passwordStep(user)];
    const answers = await Promise.all(challenges.map((challenge) => withRecoveryCode(recoveryCodes[0]!, challenge)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await codesLeft(user.cookie)).toBe(9);
  });

  it('of the older, shorter kind are refused with a way forward', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    await turnOnTwoFactor(post, user);
    const refused = await withRecoveryCode('1a2b3-c4d5e', await passwordStep(user));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        field: 'recoveryCode',
        message:
          'Recovery codes made before two-factor sign-in was strengthened no longer work. Sign in with a code from your authenticator app, then make new recovery codes on the Two-factor tab of your profile.',
      }),
    ]);
  });

  it('are made anew with the password, and the earlier ones stop working', async () => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const { recoveryCodes: earlier } = await turnOnTwoFactor(post, user);
    const wrong = await post(
      '/api/account/twoFactor/recoveryCodes',
      { currentPassword: 'nope' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPassword');

    const renewed = await post(
      '/api/account/twoFactor/recoveryCodes',
      { currentPassword: user.password },
      { cookie: user.cookie },
    );
    expect(renewed.statusCode).toBe(200);
    const { recoveryCodes } = renewed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(earlier[0]);
    expect((await withRecoveryCode(earlier[0]!, await passwordStep(user))).statusCode).toBe(400);
    expect((await withRecoveryCode(recoveryCodes[0]!, await passwordStep(user))).statusCode).toBe(200);
  });

  it.each([
    ['without a session', {}, 401],
    ['while two-factor sign-in is off', { signedIn: true }, 400],
  ])('are not made %s', async (_label, { signedIn }: { signedIn?: boolean }, status) => {
    const user = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
    const response = await post(
      '/api/account/twoFactor/recoveryCodes',
      { currentPassword: user.password },
      signedIn ? { cookie: user.cookie } : {},
    );
    expect(response.statusCode).toBe(status);
  });
});
