import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { findLiveUserById } from './find-user.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { twoFactorSecrets } from './two-factor.table.ts';

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
