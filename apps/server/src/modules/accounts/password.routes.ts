import { DEFAULT_PASSWORD_RULES } from '@roadmark/domain/password-rules';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { type AccountRouteDeps, emailContext, requireActor } from './account-route-deps.ts';
import { changePassword } from './change-password.ts';
import { resetPassword } from './reset-password.ts';
import { sendPasswordResetEmail } from './send-password-reset-email.ts';
import { SESSION_COOKIE } from './session-store.ts';

/**
 * The password rules the server enforces, a forgotten-password reset, and a signed-in change
 * (docs/product/validation-rules.md#accounts).
 */
export function registerPasswordRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.get('/api/account/passwordRules', async () => DEFAULT_PASSWORD_RULES);

  app.post('/api/account/sendPasswordResetEmail', limit, async (request, reply) => {
    await sendPasswordResetEmail({
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
    return reply.status(204).send();
  });

  app.post('/api/account/resetPassword', limit, async (request, reply) => {
    await resetPassword({ input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });

  app.post('/api/account/changePassword', limit, async (request, reply) => {
    const actor = await requireActor(request, reply, deps);
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (!sessionToken) throw unauthenticated();
    await changePassword({
      actor,
      input: request.body ?? {},
      db: deps.db,
      sessionToken,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
    return reply.status(204).send();
  });
}
