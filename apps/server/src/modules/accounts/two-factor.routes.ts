import type { FastifyInstance } from 'fastify';
import { sessionCookieOptions } from '../../platform/auth/request-actor.ts';
import { deleteSession, SESSION_COOKIE } from '../../platform/auth/session-store.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { type AccountRouteDeps, perMinute } from './account-route-deps.ts';
import { completeTwoFactorLogin, TWO_FACTOR_COOKIE } from './two-factor-login.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor-settings.ts';

/** Two-factor sign-in (DECISIONS): set up, confirm, turn off, and the second step of signing in. */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.loginRateLimitPerMinute);
  const signedIn = async (
    request: Parameters<AccountRouteDeps['actorOf']>[0],
    reply: Parameters<AccountRouteDeps['actorOf']>[1],
  ) => {
    const actor = await deps.actorOf(request, reply);
    if (!actor) throw unauthenticated();
    return actor;
  };

  app.post('/api/account/twoFactor/setup', async (request, reply) => {
    return startTwoFactorSetup({ actor: await signedIn(request, reply), db: deps.db });
  });

  app.post('/api/account/twoFactor/enable', limit, async (request, reply) => {
    return enableTwoFactor({ actor: await signedIn(request, reply), input: request.body ?? {}, db: deps.db });
  });

  app.post('/api/account/twoFactor/disable', limit, async (request, reply) => {
    await disableTwoFactor({ actor: await signedIn(request, reply), input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });

  app.post<{ Querystring: { returnUrl?: string } }>(
    '/api/account/loginWithTwoFactor',
    limit,
    async (request, reply) => {
      const result = await completeTwoFactorLogin(request.body ?? {}, {
        db: deps.db,
        challengeToken: request.cookies[TWO_FACTOR_COOKIE],
        lifetime: deps.lifetime,
        client: { userAgent: request.headers['user-agent'], ipAddress: request.ip },
      });
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(deps.db, previous);
      reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/account' });
      const maxAge = result.rememberMe ? Math.floor((result.expiresAt.getTime() - Date.now()) / 1000) : undefined;
      reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions({ secure: deps.cookieSecure }, maxAge));
      return { succeeded: true, returnUrl: request.query.returnUrl ?? '/' };
    },
  );
}
