import { enableTwoFactorSchema } from '@roadmark/domain/two-factor';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { checkTotp } from './totp.ts';
import { openTotpSecret } from './totp-secret-store.ts';
import { twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

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
