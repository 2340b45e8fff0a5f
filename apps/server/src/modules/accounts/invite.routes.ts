import { hasAnyRole, Role } from '@roadmark/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, unauthenticated } from '../../platform/errors.ts';
import { type AccountRouteDeps, emailContext, perMinute } from './account-route-deps.ts';
import { confirmInvite } from './confirm-invite.ts';
import { inviteUser } from './invite-user.ts';
import { resendInviteEmail } from './resend-invite-email.ts';

const PEOPLE_MANAGERS = [
  Role.DriverManagement,
  Role.SubscriptionAdministration,
  Role.DistributorAdministration,
  Role.Administration,
];

async function peopleManager(request: FastifyRequest, reply: FastifyReply, deps: AccountRouteDeps): Promise<Actor> {
  const actor = await deps.actorOf(request, reply);
  if (!actor) throw unauthenticated();
  if (!hasAnyRole(actor.roles, PEOPLE_MANAGERS)) throw forbidden();
  return actor;
}

/** Inviting people, re-sending an invite, and accepting one (spec 1 §4.4, §7.1; spec 3 §2.1). */
export function registerInviteRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.post('/api/account/invite', async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    const account = await inviteUser(request.body ?? {}, { db: deps.db, actor, email: emailContext(request, deps) });
    return { userId: account.userId, profileId: account.profileId };
  });

  app.post('/api/account/resendInviteEmail', limit, async (request, reply) => {
    const actor = await peopleManager(request, reply, deps);
    await resendInviteEmail(request.body ?? {}, { db: deps.db, actor, email: emailContext(request, deps) });
    return reply.status(204).send();
  });

  app.post('/api/account/confirmInvite', limit, async (request, reply) => {
    await confirmInvite(request.body ?? {}, { db: deps.db });
    return reply.status(204).send();
  });
}
