import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { type AccountRouteDeps, checkedReturnUrl, emailContext, requireActor } from './account-route-deps.ts';
import { changeEmail } from './change-email.ts';
import { confirmEmail } from './confirm-email.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { register } from './register.ts';
import { resendConfirmEmail } from './resend-confirm-email.ts';
import { revertEmailChange } from './revert-email-change.ts';

/**
 * Registering, confirming an email (or a change of it, or taking a change back) and asking for a new link.
 */
export function registerRegistrationRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.post<{ Querystring: { returnUrl?: string } }>('/api/account/register', limit, async (request) => {
    if (!deps.registrationEnabled) throw forbidden();
    const returnUrl = checkedReturnUrl(request);
    const { userId } = await register({
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
    return { userId, requiresEmailConfirmation: true, requiresTwoFactor: false, succeeded: false, returnUrl };
  });

  app.post('/api/account/confirmEmail', limit, async (request, reply) => {
    await confirmEmail({ input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });

  app.post('/api/account/resendConfirmEmail', limit, async (request, reply) => {
    await resendConfirmEmail({ input: request.body ?? {}, db: deps.db, email: emailContext(request, deps) });
    return reply.status(204).send();
  });

  app.post('/api/account/changeEmail', limit, async (request, reply) => {
    const actor = await requireActor(request, reply, deps);
    await changeEmail({
      actor,
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
      secretBox: deps.secretBox,
    });
    return reply.status(204).send();
  });

  app.post('/api/account/confirmEmailChange', limit, async (request, reply) => {
    await confirmEmailChange({
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
    return reply.status(204).send();
  });

  app.post('/api/account/revertEmailChange', limit, async (request, reply) => {
    await revertEmailChange({ input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });
}
