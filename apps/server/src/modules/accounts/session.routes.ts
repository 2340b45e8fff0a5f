import type { FastifyInstance } from 'fastify';
import { perMinute } from '../../platform/http/rate-limit.ts';
import {
  type AccountRouteDeps,
  checkedReturnUrl,
  requireActor,
  setSignedInCookie,
  signInClient,
} from './account-route-deps.ts';
import { login } from './login.ts';
import { sessionCookieOptions } from './request-actor.ts';
import { deleteSession, SESSION_COOKIE } from './session-store.ts';
import { CHALLENGE_MINUTES, TWO_FACTOR_COOKIE } from './two-factor-login.ts';

/** What the sign-in call answers, before it says which step comes next (a proof of work is asked for only now and then, so it is named only when asked). */
const NOT_SIGNED_IN = {
  succeeded: false,
  requiresTwoFactor: false,
  requiresEmailConfirmation: false,
} as const;

/** Signing in and out, and the current user's roles (docs/product/accounts.md#signing-in). */
export function registerSessionRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.post<{ Querystring: { returnUrl?: string }; Body: unknown }>(
    '/api/account/login',
    perMinute(deps.loginRateLimitPerMinute),
    async (request, reply) => {
      const returnUrl = checkedReturnUrl(request);
      const result = await login({
        input: (request.body ?? {}) as never,
        db: deps.db,
        pinEmailDomain: deps.pinEmailDomain,
        lifetime: deps.lifetime,
        pinSignIn: deps.pinSignIn,
        client: signInClient(request),
      });
      if (result.outcome === 'requiresProofOfWork') {
        return { ...NOT_SIGNED_IN, requiresProofOfWork: true, proofOfWorkChallenge: result.challenge, returnUrl };
      }
      if (result.outcome === 'requiresEmailConfirmation') {
        return { ...NOT_SIGNED_IN, requiresEmailConfirmation: true, returnUrl };
      }
      if (result.outcome === 'requiresTwoFactor') {
        reply.setCookie(TWO_FACTOR_COOKIE, result.challengeToken, {
          ...sessionCookieOptions({ secure: deps.cookieSecure }, CHALLENGE_MINUTES * 60),
          path: '/api/account',
        });
        return { ...NOT_SIGNED_IN, requiresTwoFactor: true, returnUrl };
      }
      await setSignedInCookie(request, reply, deps, result);
      return { ...NOT_SIGNED_IN, succeeded: true, returnUrl };
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
