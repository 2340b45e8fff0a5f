import { disableTwoFactorSchema, enableTwoFactorSchema, newRecoveryCodesSchema } from '@roadmark/domain/two-factor';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCurrentPassword } from './current-password.ts';
import { findLiveUserById } from './find-user.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';
import { openTotpSecret } from './totp-secret-store.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

/** Step one: a new secret to scan; it is only pending until a code from the app confirms it. */
export async function startTwoFactorSetup({ actor, db, secretBox }: UseCaseCall<undefined, { secretBox: SecretBox }>) {
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.twoFactorEnabled) throw new AppError('CONFLICT', 'errors.twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  const pendingSecret = secretBox.seal(secret);
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, pendingSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecret, updatedAt: new Date() } });
  return { secret, otpauthUri: totpUri(secret, user.email) };
}

/** Step two: a correct code turns two-factor on and returns recovery codes, shown this once only. */
export async function enableTwoFactor({ actor, input, db, secretBox }: UseCaseCall<unknown, { secretBox: SecretBox }>) {
  const { code } = parseInput(enableTwoFactorSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, actor.userId))
      .for('update');
    if (!row?.pendingSecret) throw new AppError('BAD_USER_INPUT', 'errors.twoFactorNotStarted');
    const timeStep = await checkTotp(openTotpSecret(secretBox, row.pendingSecret), code, null);
    if (timeStep === null) throw fieldProblem('BAD_USER_INPUT', 'code', 'errors.twoFactorCodeInvalid');
    await tx
      .update(twoFactorSecrets)
      .set({
        secret: secretBox.seal(openTotpSecret(secretBox, row.pendingSecret)),
        pendingSecret: null,
        lastTimeStep: timeStep,
        updatedAt: new Date(),
      })
      .where(eq(twoFactorSecrets.userId, actor.userId));
    await tx.update(users).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    return { recoveryCodes: await replaceRecoveryCodes(tx, actor.userId) };
  });
}

/** A new set of recovery codes, every earlier one stops working; the password is asked for again. */
export async function newRecoveryCodes({ actor, input, db }: UseCaseCall<unknown>) {
  const { currentPassword } = parseInput(newRecoveryCodesSchema, input);
  const user = await findLiveUserById(db, actor.userId);
  await assertCurrentPassword(user, currentPassword);
  if (!user?.twoFactorEnabled) throw new AppError('BAD_USER_INPUT', 'errors.twoFactorNotStarted');
  return db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, user.id) }));
}

/** Turning it off asks for the password again, so an unattended signed-in browser cannot do it. */
export async function disableTwoFactor({ actor, input, db }: UseCaseCall<unknown>) {
  const { currentPassword } = parseInput(disableTwoFactorSchema, input);
  const user = await findLiveUserById(db, actor.userId);
  await assertCurrentPassword(user, currentPassword);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, actor.userId));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, actor.userId));
  });
}
