import type { FastifyInstance } from 'fastify';
import { sessionCookieOptions } from '../../platform/auth/request-actor.ts';
import { deleteSession, SESSION_COOKIE } from '../../platform/auth/session-store.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { type AccountRouteDeps, checkedReturnUrl, requireActor, setSignedInCookie } from './account-route-deps.ts';
import { login } from './login.ts';
import { CHALLENGE_MINUTES, TWO_FACTOR_COOKIE } from './two-factor-login.ts';

/** Signing in and out, and the current user's roles (spec 1 §7.1). */
export function registerSessionRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.post<{ Querystring: { returnUrl?: string }; Body: unknown }>(
    '/api/account/login',
    perMinute(deps.loginRateLimitPerMinute),
    async (request, reply) => {
      const returnUrl = checkedReturnUrl(request);
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
      await setSignedInCookie(request, reply, deps, result);
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
    const actor = await requireActor(request, reply, deps);
    return { roles: actor.roles };
  });
}
