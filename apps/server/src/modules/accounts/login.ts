import { type LoginInput, loginSchema } from '@roadmark/domain/login';
import { isDriverPinAddress, isPinEntry, pinLoginEmail } from '@roadmark/domain/pin';
import { mayBePinOnly } from '@roadmark/domain/pin-only';
import type { Challenge } from 'altcha-lib';
import { and, eq } from 'drizzle-orm';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { recordFailedSignIn, recordFailedUnknownPin } from './failed-sign-in.ts';
import {
  acceptPinProof,
  countFailedPinSignIn,
  createPinChallenge,
  type PinSignInGuard,
  pinChallengeRequired,
} from './pin-sign-in-guard.ts';
import { createSession, deleteExpiredSessions, type SessionLifetime } from './session-store.ts';
import { createTwoFactorChallenge } from './two-factor-login.ts';
import { users } from './user.table.ts';

export type LoginResult =
  | { outcome: 'signedIn'; token: string; expiresAt: Date; rememberMe: boolean }
  | { outcome: 'requiresTwoFactor'; challengeToken: string }
  | { outcome: 'requiresEmailConfirmation' }
  | { outcome: 'requiresProofOfWork'; challenge: Challenge };

type LoginCall = SignedOutUseCaseCall<
  LoginInput,
  {
    pinEmailDomain: string;
    lifetime: SessionLifetime;
    pinSignIn: PinSignInGuard;
    client: { userAgent?: string; ipAddress?: string };
  }
>;

/**
 * Email (or PIN) and password sign-in. Repeated wrong passwords lock the account for a while
 * (failed-sign-in.ts); while PIN guessing is going on anywhere, a PIN sign-in first proves some work
 * (pin-sign-in-guard.ts). A PIN nobody has answers exactly as a PIN with a wrong password does, lock included.
 */
export async function login({
  input,
  db,
  pinEmailDomain,
  lifetime,
  pinSignIn,
  client,
}: LoginCall): Promise<LoginResult> {
  const model = parseInput(loginSchema, input);
  const isPin = isPinEntry(model.email, pinEmailDomain);
  if (isPin && (await pinChallengeRequired(db, pinSignIn))) {
    if (!(await acceptPinProof(db, pinSignIn, model.proofOfWork))) {
      return { outcome: 'requiresProofOfWork', challenge: await createPinChallenge(pinSignIn) };
    }
  }
  const email = isPin ? pinLoginEmail(model.email, pinEmailDomain) : model.email.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.normalizedEmail, email), eq(users.archived, false)))
    .limit(1);
  if (!user) {
    // Same work as a wrong password (one Argon2 check, one counter write), so timing does not tell them apart.
    await verifyPassword(await decoyPasswordHash(), model.password);
    if (!isPin) {
      await recordFailedSignIn(db, crypto.randomUUID(), false);
      throw new AppError('UNAUTHENTICATED', 'errors.emailNotFound');
    }
    await countFailedPinSignIn(db);
    if (await recordFailedUnknownPin(db, email)) throw new AppError('FORBIDDEN', 'errors.lockedOut');
    throw new AppError('UNAUTHENTICATED', 'errors.pinSignInFailed');
  }
  if (user.lockoutEnd && user.lockoutEnd > new Date()) throw new AppError('FORBIDDEN', 'errors.lockedOut');

  // Only a driver's PIN account signs in with the PIN alone (the sign-in form hides the password field for a PIN).
  const pinOnly =
    isPin && !user.passwordHash && isDriverPinAddress(user.email, pinEmailDomain) && mayBePinOnly(user.roleGroupId);
  const passwordOk = pinOnly || (!!user.passwordHash && (await verifyPassword(user.passwordHash, model.password)));
  if (!passwordOk) {
    if (isPin) await countFailedPinSignIn(db);
    // The attempt that locks the account already says so, rather than one more 'Invalid password'.
    if (await recordFailedSignIn(db, user.id, isPin)) throw new AppError('FORBIDDEN', 'errors.lockedOut');
    // A PIN that exists and one that does not fail alike, so sign-in cannot be used to find PINs.
    throw new AppError('UNAUTHENTICATED', isPin ? 'errors.pinSignInFailed' : 'errors.invalidPassword');
  }
  if (!user.emailConfirmed && !isPin) return { outcome: 'requiresEmailConfirmation' };

  await db.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
  if (user.twoFactorEnabled) {
    return {
      outcome: 'requiresTwoFactor',
      challengeToken: await createTwoFactorChallenge(db, user.id, model.rememberMe),
    };
  }
  await deleteExpiredSessions(db, user.id);
  const session = await createSession(db, { userId: user.id, rememberMe: model.rememberMe, ...client }, lifetime);
  return { outcome: 'signedIn', ...session, rememberMe: model.rememberMe };
}
