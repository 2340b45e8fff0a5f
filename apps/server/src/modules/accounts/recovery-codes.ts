import { randomBytes } from 'node:crypto';
import {
  groupRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@roadmark/domain/two-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Executor } from '../../platform/db/database.ts';
import { twoFactorRecoveryCodes } from './two-factor.table.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 base32 characters from 10 random bytes: 80 bits, each character taking 5 of them. */
function newRecoveryCode(): string {
  const bytes = randomBytes((RECOVERY_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/**
 * Replaces a person's recovery codes with a new set and returns them grouped for reading, the only time they are
 * shown. They are stored with the same salted, slow hash as passwords (Argon2id), so a copy of the database does not
 * give them away.
 */
export async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ id: crypto.randomUUID(), userId, codeHash })));
  return codes.map(groupRecoveryCode);
}

/**
 * Spends the recovery code that matches, if any. Salted hashes cannot be looked up, so each unused code of the
 * person is checked; the one that matches is marked used only if it still is unused, so when two requests bring the
 * same code at once, one of them wins and the other is refused.
 */
export async function spendRecoveryCode(tx: Executor, input: { userId: string; code: string }): Promise<boolean> {
  const code = normalizeRecoveryCode(input.code);
  if (code.length !== RECOVERY_CODE_LENGTH) return false;
  const unused = await tx
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, input.userId), isNull(twoFactorRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const used = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorRecoveryCodes.id, row.id), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
