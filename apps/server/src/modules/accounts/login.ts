import { type LoginInput, loginSchema } from '@roadmark/domain/login';
import { isDriverPinAddress, isPinEntry, pinLoginEmail } from '@roadmark/domain/pin';
import { and, eq } from 'drizzle-orm';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { createSession, deleteExpiredSessions, type SessionLifetime } from '../../platform/auth/session-store.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { createTwoFactorChallenge } from './two-factor-login.ts';
import { users } from './user.table.ts';

export const MAX_FAILED_PASSWORDS = 5;
/** A PIN is typed without a password more often by mistake, so PIN sign-ins get a little more room. */
export const MAX_FAILED_PINS = 10;
export const LOCKOUT_MINUTES = 15;

export type LoginResult =
  | { outcome: 'signedIn'; token: string; expiresAt: Date; rememberMe: boolean }
  | { outcome: 'requiresTwoFactor'; challengeToken: string }
  | { outcome: 'requiresEmailConfirmation' };

interface LoginDeps {
  db: Database;
  pinEmailDomain: string;
  lifetime: SessionLifetime;
  client: { userAgent?: string; ipAddress?: string };
}

/** Email (or PIN) and password sign-in; repeated failures lock the account for a while (spec 1 §8 lockout). */
export async function login(input: LoginInput, deps: LoginDeps): Promise<LoginResult> {
  const model = parseInput(loginSchema, input);
  const isPin = isPinEntry(model.email, deps.pinEmailDomain);
  const email = isPin ? pinLoginEmail(model.email, deps.pinEmailDomain) : model.email.toLowerCase();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.normalizedEmail, email), eq(users.archived, false)))
    .limit(1);
  if (!user) {
    // Same work as a wrong password (one Argon2 check, one counter write), so timing does not tell them apart.
    await verifyPassword(await decoyPasswordHash(), model.password);
    await deps.db.update(users).set({ accessFailedCount: 0 }).where(eq(users.id, crypto.randomUUID()));
    throw new AppError('UNAUTHENTICATED', 'errors.emailNotFound');
  }
  if (user.lockoutEnd && user.lockoutEnd > new Date()) throw new AppError('FORBIDDEN', 'errors.lockedOut');

  // A PIN account without a password signs in with the PIN alone (spec 1 §5: the password field is hidden).
  const pinOnly = isPin && !user.passwordHash && isDriverPinAddress(user.email, deps.pinEmailDomain);
  const passwordOk = pinOnly || (!!user.passwordHash && (await verifyPassword(user.passwordHash, model.password)));
  if (!passwordOk) {
    const limit = isPin ? MAX_FAILED_PINS : MAX_FAILED_PASSWORDS;
    // The attempt that locks the account already says so, rather than one more 'Invalid password'.
    if (await recordFailedAttempt(deps.db, user, limit)) throw new AppError('FORBIDDEN', 'errors.lockedOut');
    throw new AppError('UNAUTHENTICATED', 'errors.invalidPassword');
  }
  if (!user.emailConfirmed && !isPin) return { outcome: 'requiresEmailConfirmation' };

  await deps.db.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
  if (user.twoFactorEnabled) {
    return {
      outcome: 'requiresTwoFactor',
      challengeToken: await createTwoFactorChallenge(deps.db, user.id, model.rememberMe),
    };
  }
  await deleteExpiredSessions(deps.db, user.id);
  const session = await createSession(
    deps.db,
    { userId: user.id, rememberMe: model.rememberMe, ...deps.client },
    deps.lifetime,
  );
  return { outcome: 'signedIn', ...session, rememberMe: model.rememberMe };
}

/** Counts a failed attempt; true when it locked the account. */
async function recordFailedAttempt(
  db: Database,
  user: { id: string; accessFailedCount: number; lockoutEnabled: boolean },
  limit: number,
): Promise<boolean> {
  const failed = user.accessFailedCount + 1;
  const lock = user.lockoutEnabled && failed >= limit;
  await db
    .update(users)
    .set({
      accessFailedCount: lock ? 0 : failed,
      ...(lock ? { lockoutEnd: new Date(Date.now() + LOCKOUT_MINUTES * 60_000) } : {}),
    })
    .where(eq(users.id, user.id));
  return lock;
}
