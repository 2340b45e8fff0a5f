import { createHash, randomBytes } from 'node:crypto';
import { COOKIES } from '@roadmark/domain/cookies';
import { isRetiredRecoveryCode, loginWithTwoFactorSchema } from '@roadmark/domain/two-factor';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { createSession, type SessionLifetime } from './session-store.ts';
import { verifyTotpCode } from './totp-secret-store.ts';
import { twoFactorChallenges } from './two-factor.table.ts';

export const TWO_FACTOR_COOKIE = COOKIES.twoFactorChallenge;
export const CHALLENGE_MINUTES = 5;
const MAX_CHALLENGE_FAILURES = 5;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** After a correct password: a challenge the browser holds (in a cookie) until it brings the second factor. */
export async function createTwoFactorChallenge(db: Executor, userId: string, rememberMe: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(token),
    userId,
    rememberMe,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

const invalidCode = () => fieldProblem('BAD_USER_INPUT', 'code', 'errors.twoFactorCodeInvalid');

function secondFactorMatches(
  tx: Executor,
  secretBox: SecretBox,
  userId: string,
  input: { code: string; recoveryCode: string },
): Promise<boolean> {
  if (input.recoveryCode) return spendRecoveryCode(tx, { userId, code: input.recoveryCode });
  return verifyTotpCode(tx, secretBox, { userId, code: input.code });
}

/**
 * Finishes a two-factor sign-in with a 6-digit code or a recovery code. A new session is issued (the challenge is
 * spent); five wrong codes spend the challenge too, so the password must be given again.
 */
export async function completeTwoFactorLogin({
  input,
  db,
  secretBox,
  challengeToken,
  lifetime,
  client,
}: SignedOutUseCaseCall<
  unknown,
  {
    secretBox: SecretBox;
    challengeToken: string | undefined;
    lifetime: SessionLifetime;
    client: { userAgent?: string; ipAddress?: string };
  }
>) {
  const model = parseInput(loginWithTwoFactorSchema, input);
  if (model.recoveryCode && isRetiredRecoveryCode(model.recoveryCode)) {
    throw fieldProblem('BAD_USER_INPUT', 'recoveryCode', 'errors.recoveryCodeRetired');
  }
  if (!challengeToken) throw new AppError('UNAUTHENTICATED', 'errors.twoFactorChallengeExpired');
  const tokenHash = hashToken(challengeToken);
  const outcome = await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, tokenHash))
      .for('update');
    if (!challenge || challenge.expiresAt <= new Date()) return { kind: 'expired' as const };
    if (!(await secondFactorMatches(tx, secretBox, challenge.userId, model))) {
      const failures = challenge.failedAttempts + 1;
      if (failures >= MAX_CHALLENGE_FAILURES) {
        await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash));
      } else {
        await tx
          .update(twoFactorChallenges)
          .set({ failedAttempts: failures })
          .where(eq(twoFactorChallenges.tokenHash, tokenHash));
      }
      return { kind: 'wrong' as const };
    }
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash));
    const session = await createSession(
      tx,
      { userId: challenge.userId, rememberMe: challenge.rememberMe, ...client },
      lifetime,
    );
    return { kind: 'signedIn' as const, ...session, rememberMe: challenge.rememberMe };
  });
  if (outcome.kind === 'expired') throw new AppError('UNAUTHENTICATED', 'errors.twoFactorChallengeExpired');
  if (outcome.kind === 'wrong') throw invalidCode();
  return outcome;
}
