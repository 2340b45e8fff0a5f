import { createHash, randomBytes } from 'node:crypto';
import { loginWithTwoFactorSchema } from '@roadmark/domain/two-factor';
import { and, eq, isNull } from 'drizzle-orm';
import { createSession, type SessionLifetime } from '../../platform/auth/session-store.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { checkTotp } from './totp.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { hashRecoveryCode } from './two-factor-settings.ts';

export const TWO_FACTOR_COOKIE = 'roadmark_2fa';
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

const invalidCode = () =>
  new AppError('BAD_USER_INPUT', 'errors.twoFactorCodeInvalid', {
    fields: [
      {
        field: 'code',
        messageKey: 'errors.twoFactorCodeInvalid',
        message: 'That code is not right. Check your authenticator app and try again.',
      },
    ],
  });

async function secondFactorMatches(tx: Executor, userId: string, input: { code: string; recoveryCode: string }) {
  if (input.recoveryCode) {
    const used = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length > 0;
  }
  const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for('update');
  if (!row?.secret) return false;
  const timeStep = await checkTotp(row.secret, input.code.replace(/\s/g, ''), row.lastTimeStep);
  if (timeStep === null) return false;
  await tx.update(twoFactorSecrets).set({ lastTimeStep: timeStep }).where(eq(twoFactorSecrets.userId, userId));
  return true;
}

/**
 * Finishes a two-factor sign-in with a 6-digit code or a recovery code. A new session is issued (the challenge is
 * spent); five wrong codes spend the challenge too, so the password must be given again.
 */
export async function completeTwoFactorLogin(
  input: unknown,
  deps: {
    db: Database;
    challengeToken: string | undefined;
    lifetime: SessionLifetime;
    client: { userAgent?: string; ipAddress?: string };
  },
) {
  const model = parseInput(loginWithTwoFactorSchema, input);
  if (!deps.challengeToken) throw new AppError('UNAUTHENTICATED', 'errors.twoFactorChallengeExpired');
  const tokenHash = hashToken(deps.challengeToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, tokenHash))
      .for('update');
    if (!challenge || challenge.expiresAt <= new Date()) return { kind: 'expired' as const };
    if (!(await secondFactorMatches(tx, challenge.userId, model))) {
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
      { userId: challenge.userId, rememberMe: challenge.rememberMe, ...deps.client },
      deps.lifetime,
    );
    return { kind: 'signedIn' as const, ...session, rememberMe: challenge.rememberMe };
  });
  if (outcome.kind === 'expired') throw new AppError('UNAUTHENTICATED', 'errors.twoFactorChallengeExpired');
  if (outcome.kind === 'wrong') throw invalidCode();
  return outcome;
}
