import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { Role } from '@roadmark/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { applyEmulation } from './emulation.ts';
import type { SessionCache } from './session-cache.ts';
import { resolveSession, SESSION_COOKIE, type SessionLifetime } from './session-store.ts';

export interface SessionCookieOptions {
  secure: boolean;
}

export function sessionCookieOptions(options: SessionCookieOptions, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure,
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

const actorCache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

interface RequestActorDeps {
  db: Database;
  lifetime: SessionLifetime;
  cookie: SessionCookieOptions;
  /** REQUIRE_STAFF_TWO_FACTOR: staff without two-factor sign-in get a session that may only set it up. */
  requireStaffTwoFactor?: boolean;
  /** Resolved sessions kept in memory where the database keeps them exact (PGlite; see openSessionCache). */
  sessionCache?: SessionCache | undefined;
}

/**
 * The actor behind a request's session cookie, resolved once per request; renews the cookie when it slides. Only
 * a cookie session may emulate a subscription: API-key requests never reach the emulation step.
 */
export function requestActor(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RequestActorDeps,
): Promise<Actor | null> {
  let cached = actorCache.get(request);
  if (!cached) {
    cached = resolve(request, reply, deps);
    actorCache.set(request, cached);
  }
  return cached;
}

async function resolve(request: FastifyRequest, reply: FastifyReply, deps: RequestActorDeps): Promise<Actor | null> {
  // A request that names an API key skips the CSRF check, so it must never ride on a browser's session cookie.
  if (request.headers['x-api-key']) return null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(deps.db, token, deps.lifetime, deps.sessionCache);
  // An unknown or expired token is simply signed out. The cookie is not cleared: this answer may arrive after a
  // sign-in that ran alongside it and set a new cookie, which clearing would wipe.
  if (!session) return null;
  if (session.renewedExpiresAt && session.rememberMe) {
    const maxAge = Math.floor((session.renewedExpiresAt.getTime() - Date.now()) / 1000);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.cookie, maxAge));
  }
  if (deps.requireStaffTwoFactor && !session.twoFactorEnabled && actorHasRole(session.actor, Role.Administration)) {
    // Not even emulation: until two-factor is on, the session acts as nobody but itself setting it up.
    return { ...session.actor, twoFactorSetupPending: true };
  }
  return applyEmulation(deps.db, session.actor, request.headers[EMULATION_HEADER]);
}
