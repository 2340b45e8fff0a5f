import { hasAnyRole } from '@roadmark/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import {
  type AccountRouteDeps,
  checkedReturnUrl,
  emailContext,
  requireActor,
  setSignedInCookie,
  signInClient,
} from './account-route-deps.ts';
import { archiveAccount } from './archive-account.ts';
import { changeAccountEmail } from './change-account-email.ts';
import { confirmInvite } from './confirm-invite.ts';
import { inviteUser } from './invite-user.ts';
import { PEOPLE_MANAGER_ROLES } from './managed-account.ts';
import { resendInviteEmail } from './resend-invite-email.ts';
import { setLockout } from './set-lockout.ts';

async function peopleManager(request: FastifyRequest, reply: FastifyReply, deps: AccountRouteDeps): Promise<Actor> {
  const actor = await requireActor(request, reply, deps);
  if (!hasAnyRole(actor.roles, PEOPLE_MANAGER_ROLES)) throw forbidden();
  return actor;
}

/** What people managers do to accounts: invite, re-invite, change email, lock, archive; and accepting an invite. */
export function registerAccountAdminRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.post('/api/account/invite', async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    const account = await inviteUser({
      actor,
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
    return { userId: account.userId, profileId: account.profileId, uniqueDriverPin: account.uniqueDriverPin };
  });

  app.post('/api/account/resendInviteEmail', limit, async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    await resendInviteEmail({ actor, input: request.body ?? {}, db: deps.db, email: emailContext(request, deps) });
    return reply.status(204).send();
  });

  app.post<{ Querystring: { returnUrl?: string }; Body: unknown }>(
    '/api/account/confirmInvite',
    limit,
    async (request, reply) => {
      const returnUrl = checkedReturnUrl(request);
      const { session } = await confirmInvite({
        input: request.body ?? {},
        db: deps.db,
        lifetime: deps.lifetime,
        client: signInClient(request),
      });
      if (session) await setSignedInCookie(request, reply, deps, { ...session, rememberMe: false });
      return { signedIn: session !== null, returnUrl };
    },
  );

  app.post('/api/account/changeAccountEmail', async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    return changeAccountEmail({
      actor,
      input: request.body ?? {},
      db: deps.db,
      email: emailContext(request, deps),
      pinEmailDomain: deps.pinEmailDomain,
    });
  });

  app.post('/api/account/lockout', async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    await setLockout({ actor, input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });

  app.post('/api/account/archive', async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    await archiveAccount({ actor, input: request.body ?? {}, db: deps.db });
    return reply.status(204).send();
  });
}
