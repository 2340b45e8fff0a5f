import { hash, randomBytes } from 'node:crypto';
import { COOKIES } from '@roadmark/domain/cookies';
import type { Role } from '@roadmark/domain/roles';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerDatabase } from '../../platform/db/prepared-per-database.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { roleGroupRoles, roleGroups } from './role-group.table.ts';
import { sessions } from './session.table.ts';
import type { SessionCache } from './session-cache.ts';
import { users } from './user.table.ts';

export const SESSION_COOKIE = COOKIES.session;

export interface SessionLifetime {
  rememberedDays: number;
  hours: number;
  absoluteDays: number;
}

/** SHA-256 in hex; the one-shot `hash` saves a hash object per signed-in request. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token);
}

export function sessionDurationMs(rememberMe: boolean, lifetime: SessionLifetime): number {
  return rememberMe ? lifetime.rememberedDays * 86_400_000 : lifetime.hours * 3_600_000;
}

export async function createSession(
  db: Executor,
  input: { userId: string; rememberMe: boolean; userAgent?: string; ipAddress?: string },
  lifetime: SessionLifetime,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const absoluteExpiresAt = new Date(Date.now() + lifetime.absoluteDays * 86_400_000);
  const idleExpiresAt = new Date(Date.now() + sessionDurationMs(input.rememberMe, lifetime));
  const expiresAt = idleExpiresAt < absoluteExpiresAt ? idleExpiresAt : absoluteExpiresAt;
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    rememberMe: input.rememberMe,
    expiresAt,
    absoluteExpiresAt,
    userAgent: input.userAgent?.slice(0, 500),
    ipAddress: input.ipAddress,
  });
  return { token, expiresAt };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

export interface ResolvedSession {
  actor: Actor;
  rememberMe: boolean;
  twoFactorEnabled: boolean;
  renewedExpiresAt: Date | null;
}

/** What a session lookup reads: the session's times and its user's sign-in fields. */
export interface SignInSessionRow {
  userId: string;
  email: string;
  subscriptionId: string;
  subscriptionType: Actor['subscriptionType'];
  roleGroupName: string;
  roles: Role[];
  rememberMe: boolean;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  lockoutEnd: Date | null;
  twoFactorEnabled: boolean;
}

/** The lookup runs on every signed-in request, so it is prepared (see preparedPerDatabase). */
const sessionLookup = preparedPerDatabase((db: Executor) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      subscriptionId: users.subscriptionId,
      subscriptionType: subscriptions.subscriptionType,
      roleGroupName: roleGroups.name,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${roleGroupRoles.role}) from ${roleGroupRoles} where ${roleGroupRoles.roleGroupId} = ${users.roleGroupId}), '{}')`,
      rememberMe: sessions.rememberMe,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lockoutEnd: users.lockoutEnd,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(subscriptions, eq(subscriptions.id, users.subscriptionId))
    .innerJoin(roleGroups, eq(roleGroups.id, users.roleGroupId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.archived, false),
      ),
    )
    .limit(1)
    .prepare('resolve_session'),
);

async function lookUpSession(db: Executor, tokenHash: string): Promise<SignInSessionRow | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row;
}

/** The row from the cache when it has it (see SessionCache), else from the database, which the cache then keeps. */
async function sessionRow(db: Executor, tokenHash: string, cache: SessionCache | undefined, now: number) {
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const version = cache?.version();
  const row = await lookUpSession(db, tokenHash);
  if (row && cache) cache.set(tokenHash, row, version!, now);
  return row;
}

/**
 * Resolves a cookie token to the acting user. Sliding renewal: once half the lifetime has passed the expiry is
 * pushed out again, so an active user stays signed in ("the session is renewed automatically in the background").
 * With a cache (PGlite), the session is read from the database only when it is not cached or has changed.
 */
export async function resolveSession(
  db: Executor,
  token: string,
  lifetime: SessionLifetime,
  cache?: SessionCache,
): Promise<ResolvedSession | null> {
  const tokenHash = hashSessionToken(token);
  const now = Date.now();
  const row = await sessionRow(db, tokenHash, cache, now);
  // The query checks these too; a cached row is checked again, as time has passed since it was read.
  if (!row || row.expiresAt.getTime() <= now || (row.lockoutEnd && row.lockoutEnd.getTime() > now)) return null;

  const duration = sessionDurationMs(row.rememberMe, lifetime);
  let renewedExpiresAt: Date | null = null;
  if (row.expiresAt.getTime() - now < duration / 2 && row.expiresAt < row.absoluteExpiresAt) {
    const slid = new Date(now + duration);
    renewedExpiresAt = slid < row.absoluteExpiresAt ? slid : row.absoluteExpiresAt;
    // The database tells the cache, which then reads the renewed row on the next request.
    await db
      .update(sessions)
      .set({ expiresAt: renewedExpiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { userId, email, subscriptionId, subscriptionType, roleGroupName, roles } = row;
  return {
    actor: {
      userId,
      email,
      subscriptionId,
      subscriptionType,
      roleGroupName,
      roles: [...roles],
      homeSubscriptionId: subscriptionId,
    },
    rememberMe: row.rememberMe,
    twoFactorEnabled: row.twoFactorEnabled,
    renewedExpiresAt,
  };
}

/** Clears a user's ended sessions; run at sign-in so the table does not grow with every visit. */
export async function deleteExpiredSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
}
