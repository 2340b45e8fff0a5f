import { and, eq, isNotNull, notLike, or, sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Executor } from '../../platform/db/database.ts';
import { sealedTotpSecret } from './totp-secret-store.ts';
import { twoFactorSecrets } from './two-factor.table.ts';

const stillPlain = (column: typeof twoFactorSecrets.secret | typeof twoFactorSecrets.pendingSecret) =>
  and(isNotNull(column), notLike(column, 'v1:%'));

/**
 * A start-up step: seals the authenticator secrets stored in plain text before sealing began. The key lives in the
 * configuration, so a SQL migration cannot do it. Each row is rewritten only if it still holds what was read, so a
 * person setting up two-factor at that moment keeps their new secret. Returns how many rows it sealed.
 */
export async function sealStoredTotpSecrets(db: Executor, box: SecretBox): Promise<number> {
  const rows = await db
    .select()
    .from(twoFactorSecrets)
    .where(or(stillPlain(twoFactorSecrets.secret), stillPlain(twoFactorSecrets.pendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    const written = await db
      .update(twoFactorSecrets)
      .set({
        secret: row.secret === null ? null : sealedTotpSecret(box, row.secret),
        pendingSecret: row.pendingSecret === null ? null : sealedTotpSecret(box, row.pendingSecret),
      })
      .where(
        and(
          eq(twoFactorSecrets.userId, row.userId),
          sql`${twoFactorSecrets.secret} is not distinct from ${row.secret}`,
          sql`${twoFactorSecrets.pendingSecret} is not distinct from ${row.pendingSecret}`,
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    sealed += written.length;
  }
  return sealed;
}
