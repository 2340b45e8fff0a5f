import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../platform/errors.ts';
import { type AccountRouteDeps, emailContext, perMinute } from './account-route-deps.ts';
import { confirmEmail } from './confirm-email.ts';
import { register } from './register.ts';
import { resendConfirmEmail } from './resend-confirm-email.ts';

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Registering, confirming an email and asking for a new confirmation link (spec 1 §4.2, §7.1). */
export function registerRegistrationRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.post<{ Querystring: { returnUrl?: string } }>('/api/account/register', limit, async (request) => {
    if (!deps.registrationEnabled) throw forbidden();
    const returnUrl = request.query.returnUrl ?? '/';
    if (!isSafeReturnUrl(returnUrl, requestOrigin(request))) {
      throw new AppError('BAD_USER_INPUT', 'validation.invalidReturnUrl');
    }
    const { userId } = await register(request.body ?? {}, { db: deps.db, email: emailContext(request, deps) });
    return { userId, requiresEmailConfirmation: true, requiresTwoFactor: false, succeeded: false, returnUrl };
  });

  app.post('/api/account/confirmEmail', limit, async (request, reply) => {
    await confirmEmail(request.body ?? {}, { db: deps.db });
    return reply.status(204).send();
  });

  app.post('/api/account/resendConfirmEmail', limit, async (request, reply) => {
    await resendConfirmEmail(request.body ?? {}, { db: deps.db, email: emailContext(request, deps) });
    return reply.status(204).send();
  });
}
