import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perMinute } from '../../platform/http/rate-limit.ts';
import {
  type AccountRouteDeps,
  checkedReturnUrl,
  requireActor,
  setSignedInCookie,
  signInClient,
} from './account-route-deps.ts';
import { disableTwoFactor } from './disable-two-factor.ts';
import { enableTwoFactor } from './enable-two-factor.ts';
import { newRecoveryCodes } from './new-recovery-codes.ts';
import { startTwoFactorSetup } from './start-two-factor-setup.ts';
import { completeTwoFactorLogin, TWO_FACTOR_COOKIE } from './two-factor-login.ts';

/** Two-factor sign-in with an authenticator app or a recovery code: set up, confirm, new recovery codes, turn off, and the second step of signing in. */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.loginRateLimitPerMinute);
  const settingsCall = async (request: FastifyRequest, reply: FastifyReply) => ({
    actor: await requireActor(request, reply, deps),
    db: deps.db,
    secretBox: deps.secretBox,
  });

  app.post('/api/account/twoFactor/setup', async (request, reply) => {
    return startTwoFactorSetup(await settingsCall(request, reply));
  });

  app.post('/api/account/twoFactor/enable', limit, async (request, reply) => {
    return enableTwoFactor({ ...(await settingsCall(request, reply)), input: request.body ?? {} });
  });

  app.post('/api/account/twoFactor/recoveryCodes', limit, async (request, reply) => {
    return newRecoveryCodes({ ...(await settingsCall(request, reply)), input: request.body ?? {} });
  });

  app.post('/api/account/twoFactor/disable', limit, async (request, reply) => {
    await disableTwoFactor({ ...(await settingsCall(request, reply)), input: request.body ?? {} });
    return reply.status(204).send();
  });

  app.post<{ Querystring: { returnUrl?: string } }>(
    '/api/account/loginWithTwoFactor',
    limit,
    async (request, reply) => {
      const returnUrl = checkedReturnUrl(request);
      const result = await completeTwoFactorLogin({
        input: request.body ?? {},
        db: deps.db,
        secretBox: deps.secretBox,
        challengeToken: request.cookies[TWO_FACTOR_COOKIE],
        lifetime: deps.lifetime,
        client: signInClient(request),
      });
      reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/account' });
      await setSignedInCookie(request, reply, deps, result);
      return { succeeded: true, returnUrl };
    },
  );
}
