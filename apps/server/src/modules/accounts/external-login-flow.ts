import { createHash, randomBytes } from 'node:crypto';
import { COOKIES } from '@roadmark/domain/cookies';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { externalLoginFlows } from './external-login.table.ts';

export const EXTERNAL_LOGIN_COOKIE = COOKIES.externalSignIn;
/** Time to sign in at the provider, and then to fill in the registration form. */
export const EXTERNAL_FLOW_MINUTES = 30;

export function newFlowToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashFlowToken(token) };
}

function hashFlowToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function flowExpiry(): Date {
  return new Date(Date.now() + EXTERNAL_FLOW_MINUTES * 60_000);
}

/** The unexpired flow behind the browser's cookie, locked when `forUpdate` (so it is spent exactly once). */
export async function findFlow(db: Executor, token: string | undefined, { forUpdate = false } = {}) {
  if (!token) return undefined;
  const query = db
    .select()
    .from(externalLoginFlows)
    .where(and(eq(externalLoginFlows.tokenHash, hashFlowToken(token)), gt(externalLoginFlows.expiresAt, new Date())));
  const [flow] = forUpdate ? await query.for('update') : await query;
  return flow;
}

export async function deleteFlow(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(externalLoginFlows).where(eq(externalLoginFlows.tokenHash, tokenHash));
}

export async function deleteExpiredFlows(db: Executor): Promise<void> {
  await db.delete(externalLoginFlows).where(lt(externalLoginFlows.expiresAt, new Date()));
}
