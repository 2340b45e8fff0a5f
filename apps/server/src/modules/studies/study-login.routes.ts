import type { FastifyInstance } from 'fastify';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { type AccountRouteDeps, setSignedInCookie, signInClient } from '../accounts/account-route-deps.ts';
import { SESSION_COOKIE } from '../accounts/session-store.ts';
import { studyLogin } from './study-login.ts';
import { studyLogout } from './study-logout.ts';

/**
 * Study login and logout (docs/product/studies.md#joining): participants join with a code and an identifier, no account
 * of their own.
 */
export function registerStudyLoginRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.post<{ Body: unknown }>(
    '/api/account/studyLogin',
    perMinute(deps.loginRateLimitPerMinute),
    async (request, reply) => {
      const result = await studyLogin({
        input: request.body ?? {},
        db: deps.db,
        pinEmailDomain: deps.pinEmailDomain,
        lifetime: deps.lifetime,
        client: signInClient(request),
      });
      await setSignedInCookie(request, reply, deps, { ...result, rememberMe: false });
      return { succeeded: true, returnUrl: result.returnUrl };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/account/studyLogout',
    perMinute(deps.accountRateLimitPerMinute),
    async (request, reply) => {
      const { returnUrl, signedOut } = await studyLogout({
        input: request.body ?? {},
        db: deps.db,
        sessionToken: request.cookies[SESSION_COOKIE],
      });
      if (signedOut) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { returnUrl };
    },
  );
}
