import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import { hasAnyRole } from '@roadmark/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, unauthenticated } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import type { AccountRouteDeps } from '../accounts/account-route-deps.ts';
import { PEOPLE_MANAGER_ROLES } from '../accounts/managed-account.ts';
import type { ReminderMail } from './queue-reminders.ts';
import { sendAllReminder } from './send-all-reminder.ts';
import { sendReminder } from './send-reminder.ts';

export type ReminderRouteDeps = Pick<
  AccountRouteDeps,
  'db' | 'publicUrl' | 'pinEmailDomain' | 'actorOf' | 'accountRateLimitPerMinute'
>;

async function reminderCall(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ReminderRouteDeps,
): Promise<UseCaseCall<unknown, ReminderMail>> {
  const actor: Actor | null = await deps.actorOf(request, reply);
  if (!actor) throw unauthenticated();
  if (!hasAnyRole(actor.roles, PEOPLE_MANAGER_ROLES)) throw forbidden();
  return {
    actor,
    input: request.body ?? {},
    db: deps.db,
    publicUrl: deps.publicUrl,
    locale: localeOfAcceptLanguage(request.headers['accept-language']),
    pinEmailDomain: deps.pinEmailDomain,
  };
}

/**
 * Reminders (docs/product/reminders.md#sent-by-a-manager): managers email the people they manage about an assessment
 * they have to do.
 */
export function registerReminderRoutes(app: FastifyInstance, deps: ReminderRouteDeps): void {
  const limit = perMinute(deps.accountRateLimitPerMinute);

  app.post('/api/reminders/sendReminder', limit, async (request, reply) =>
    sendReminder(await reminderCall(request, reply, deps)),
  );

  app.post('/api/reminders/sendAllReminder', limit, async (request, reply) =>
    sendAllReminder(await reminderCall(request, reply, deps)),
  );
}
