import { eq } from 'drizzle-orm';
import { isSealedSecret, type SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Executor } from '../../platform/db/database.ts';
import { checkTotp } from './totp.ts';
import { twoFactorSecrets } from './two-factor.table.ts';

/**
 * Authenticator secrets are sealed at rest like API keys, so a copy of the database alone cannot make codes. One
 * stored before sealing began is plain text: it is read as it is, and sealed the next time its row is written.
 */
export function openTotpSecret(box: SecretBox, stored: string): string {
  return isSealedSecret(stored) ? box.open(stored) : stored;
}

export function sealedTotpSecret(box: SecretBox, stored: string): string {
  return isSealedSecret(stored) ? stored : box.seal(stored);
}

/**
 * Checks a code against the person's active secret and records the time step it matched, so the same code is not
 * accepted twice. The row is locked, so two requests carrying one code cannot both pass.
 */
export async function verifyTotpCode(
  tx: Executor,
  box: SecretBox,
  input: { userId: string; code: string },
): Promise<boolean> {
  const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, input.userId)).for('update');
  if (!row?.secret) return false;
  const timeStep = await checkTotp(openTotpSecret(box, row.secret), input.code.replace(/\s/g, ''), row.lastTimeStep);
  const reseal = isSealedSecret(row.secret) ? {} : { secret: box.seal(row.secret) };
  if (timeStep === null && !reseal.secret) return false;
  await tx
    .update(twoFactorSecrets)
    .set({ ...reseal, ...(timeStep === null ? {} : { lastTimeStep: timeStep }) })
    .where(eq(twoFactorSecrets.userId, input.userId));
  return timeStep !== null;
}
