import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accountTokens } from './account-token.table.ts';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const TOKEN_LIFETIME_HOURS: Record<AccountTokenPurpose, number> = {
  confirmEmail: 48,
  resetPassword: 2,
  changeEmail: 48,
  invite: 24 * 14,
  // Sent to the old address after an email change; a week, so someone away for a few days can still take it back.
  revertEmailChange: 24 * 7,
};

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Issues a new code for a purpose, retiring the user's earlier codes for it: only the latest link works. Links that
 * undo a change keep the earlier ones (`keepEarlier`): a later change must not cancel the way back from an earlier one.
 */
export async function issueAccountToken(
  tx: Executor,
  input: { userId: string; purpose: AccountTokenPurpose; data?: Record<string, unknown>; keepEarlier?: boolean },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  if (!input.keepEarlier) await retireAccountTokens(tx, { userId: input.userId, purposes: [input.purpose] });
  await tx.insert(accountTokens).values({
    id: crypto.randomUUID(),
    userId: input.userId,
    purpose: input.purpose,
    codeHash: hashCode(code),
    data: input.data ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_HOURS[input.purpose] * 3_600_000),
  });
  return code;
}

/**
 * Makes a user's unused codes of these purposes stop working; with `issuedAfter`, only those issued after it (the
 * links of changes that an undo has just reversed).
 */
export async function retireAccountTokens(
  tx: Executor,
  input: { userId: string; purposes: AccountTokenPurpose[]; issuedAfter?: Date },
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        inArray(accountTokens.purpose, input.purposes),
        isNull(accountTokens.usedAt),
        input.issuedAfter ? gt(accountTokens.createdAt, input.issuedAfter) : undefined,
      ),
    );
}

/**
 * Uses up a code: it must belong to this user and purpose, be unused and unexpired. The row is locked so two
 * simultaneous uses of one link cannot both succeed. Any failure is the same error, telling nothing about why.
 */
export async function consumeAccountToken(
  tx: Executor,
  input: { userId: string; purpose: AccountTokenPurpose; code: string },
) {
  const [token] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.codeHash, hashCode(input.code)), eq(accountTokens.userId, input.userId)))
    .limit(1)
    .for('update');
  if (!token || token.purpose !== input.purpose || token.usedAt || token.expiresAt <= new Date()) {
    throw new AppError('BAD_USER_INPUT', 'errors.codeExpiredOrUsed');
  }
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, token.id));
  return token;
}

/** Checks a code without using it up, for pages that show who a link is for before the person acts on it. */
export async function peekAccountToken(
  db: Executor,
  input: { userId: string; purpose: AccountTokenPurpose; code: string },
): Promise<boolean> {
  const [token] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.codeHash, hashCode(input.code)), eq(accountTokens.userId, input.userId)))
    .limit(1);
  return !!token && token.purpose === input.purpose && !token.usedAt && token.expiresAt > new Date();
}
