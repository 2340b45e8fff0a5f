import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { AccountEmailContext } from './account-emails.ts';
import type { PinSignInGuard } from './pin-sign-in-guard.ts';
import { sessionCookieOptions } from './request-actor.ts';
import { deleteSession, SESSION_COOKIE, type SessionLifetime } from './session-store.ts';

export interface AccountRouteDeps {
  db: Database;
  pinEmailDomain: string;
  publicUrl: string;
  lifetime: SessionLifetime;
  cookieSecure: boolean;
  registrationEnabled: boolean;
  loginRateLimitPerMinute: number;
  accountRateLimitPerMinute: number;
  pinSignIn: PinSignInGuard;
  /** Seals the authenticator secrets stored for two-factor sign-in. */
  secretBox: SecretBox;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
}

export function emailContext(request: FastifyRequest, deps: AccountRouteDeps): AccountEmailContext {
  return { publicUrl: deps.publicUrl, locale: localeOfAcceptLanguage(request.headers['accept-language']) };
}

/** The signed-in actor of an account request, or UNAUTHENTICATED. */
export async function requireActor(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AccountRouteDeps,
): Promise<Actor> {
  const actor = await deps.actorOf(request, reply);
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * The sign-in pages' `returnUrl` query value ('/' when absent), refused unless it is one address on this origin (a
 * parameter sent twice arrives as a list).
 */
export function checkedReturnUrl(request: FastifyRequest<{ Querystring: { returnUrl?: unknown } }>): string {
  const returnUrl = request.query.returnUrl ?? '/';
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  if (typeof returnUrl !== 'string' || !isSafeReturnUrl(returnUrl, origin)) {
    throw new AppError('BAD_USER_INPUT', 'validation.invalidReturnUrl');
  }
  return returnUrl;
}

/** What a new sign-in session records of the browser that asked for it. */
export function signInClient(request: FastifyRequest): { userAgent?: string; ipAddress: string } {
  return { userAgent: request.headers['user-agent'], ipAddress: request.ip };
}

/**
 * Hands the browser the cookie of a session just created by a sign-in. Any session the browser had before is
 * ended: a session id planted before sign-in is worth nothing after it.
 */
export async function setSignedInCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AccountRouteDeps,
  session: { token: string; expiresAt: Date; rememberMe: boolean },
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(deps.db, previous);
  const maxAge = session.rememberMe ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : undefined;
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions({ secure: deps.cookieSecure }, maxAge));
}
