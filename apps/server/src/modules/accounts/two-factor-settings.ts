import { createHash, randomBytes } from 'node:crypto';
import { disableTwoFactorSchema, enableTwoFactorSchema, RECOVERY_CODE_COUNT } from '@roadmark/domain/two-factor';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { findLiveUserById } from './find-user.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString('hex').slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Step one: a new secret to scan; it is only pending until a code from the app confirms it. */
export async function startTwoFactorSetup({ actor, db }: { actor: Actor; db: Database }) {
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (user.twoFactorEnabled) throw new AppError('CONFLICT', 'errors.twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, pendingSecret: secret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecret: secret, updatedAt: new Date() } });
  return { secret, otpauthUri: totpUri(secret, user.email) };
}

/** Step two: a correct code turns two-factor on and returns recovery codes, shown this once only. */
export async function enableTwoFactor({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  const { code } = parseInput(enableTwoFactorSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, actor.userId))
      .for('update');
    if (!row?.pendingSecret) throw new AppError('BAD_USER_INPUT', 'errors.twoFactorNotStarted');
    const timeStep = await checkTotp(row.pendingSecret, code, null);
    if (timeStep === null) {
      throw new AppError('BAD_USER_INPUT', 'errors.twoFactorCodeInvalid', {
        fields: [
          {
            field: 'code',
            messageKey: 'errors.twoFactorCodeInvalid',
            message: 'That code is not right. Check your authenticator app and try again.',
          },
        ],
      });
    }
    await tx
      .update(twoFactorSecrets)
      .set({ secret: row.pendingSecret, pendingSecret: null, lastTimeStep: timeStep, updatedAt: new Date() })
      .where(eq(twoFactorSecrets.userId, actor.userId));
    await tx.update(users).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    return { recoveryCodes: await replaceRecoveryCodes(tx, actor.userId) };
  });
}

async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ id: crypto.randomUUID(), userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Turning it off asks for the password again, so an unattended signed-in browser cannot do it. */
export async function disableTwoFactor({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  const { currentPassword } = parseInput(disableTwoFactorSchema, input);
  const user = await findLiveUserById(db, actor.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('BAD_USER_INPUT', 'errors.invalidPassword', {
      fields: [{ field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' }],
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, user.id));
  });
}
