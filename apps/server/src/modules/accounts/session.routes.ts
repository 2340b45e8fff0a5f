import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../platform/auth/request-actor.ts';
import { deleteSession, SESSION_COOKIE } from '../../platform/auth/session-store.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import { type AccountRouteDeps, perMinute } from './account-route-deps.ts';
import { login } from './login.ts';
import { CHALLENGE_MINUTES, TWO_FACTOR_COOKIE } from './two-factor-login.ts';

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Signing in and out, and the current user's roles (spec 1 §7.1). */
export function registerSessionRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.post<{ Querystring: { returnUrl?: string }; Body: unknown }>(
    '/api/account/login',
    perMinute(deps.loginRateLimitPerMinute),
    async (request, reply) => {
      const returnUrl = request.query.returnUrl ?? '/';
      if (!isSafeReturnUrl(returnUrl, requestOrigin(request))) {
        throw new AppError('BAD_USER_INPUT', 'validation.invalidReturnUrl');
      }
      const result = await login((request.body ?? {}) as never, {
        db: deps.db,
        pinEmailDomain: deps.pinEmailDomain,
        lifetime: deps.lifetime,
        client: { userAgent: request.headers['user-agent'], ipAddress: request.ip },
      });
      if (result.outcome === 'requiresEmailConfirmation') {
        return { succeeded: false, requiresTwoFactor: false, requiresEmailConfirmation: true, returnUrl };
      }
      if (result.outcome === 'requiresTwoFactor') {
        reply.setCookie(TWO_FACTOR_COOKIE, result.challengeToken, {
          ...sessionCookieOptions({ secure: deps.cookieSecure }, CHALLENGE_MINUTES * 60),
          path: '/api/account',
        });
        return { succeeded: false, requiresTwoFactor: true, requiresEmailConfirmation: false, returnUrl };
      }
      // A new session id at every sign-in: a session id planted before sign-in is worth nothing after it.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(deps.db, previous);
      const maxAge = result.rememberMe ? Math.floor((result.expiresAt.getTime() - Date.now()) / 1000) : undefined;
      reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions({ secure: deps.cookieSecure }, maxAge));
      return { succeeded: true, requiresTwoFactor: false, requiresEmailConfirmation: false, returnUrl };
    },
  );

  app.post('/api/account/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(deps.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get('/api/account/currentUserRoles', async (request, reply) => {
    const actor = await deps.actorOf(request, reply);
    if (!actor) throw unauthenticated();
    return { roles: actor.roles };
  });
}
