import { resolveLocale } from '@roadmark/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SessionLifetime } from '../../platform/auth/session-store.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AccountEmailContext } from './account-emails.ts';

export interface AccountRouteDeps {
  db: Database;
  pinEmailDomain: string;
  publicUrl: string;
  lifetime: SessionLifetime;
  cookieSecure: boolean;
  registrationEnabled: boolean;
  loginRateLimitPerMinute: number;
  accountRateLimitPerMinute: number;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
}

/** Per-IP limit for one endpoint (the store is per process; lockouts that must hold across processes live in the DB). */
export function perMinute(max: number) {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } } };
}

export function emailContext(request: FastifyRequest, deps: AccountRouteDeps): AccountEmailContext {
  return { publicUrl: deps.publicUrl, locale: resolveLocale(request.headers['accept-language']) };
}
