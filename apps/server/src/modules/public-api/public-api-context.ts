import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** Where the public REST API lives; its routes, OpenAPI document and Swagger UI are all beneath it. */
export const PUBLIC_API_PREFIX = '/api/rest/v1.0';

export interface PublicApiDeps {
  db: Database;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  pinEmailDomain: string;
}

/**
 * Adds routes to the public REST API. It runs inside the API's prefix and authentication, so its routes answer
 * under /api/rest/v1.0, need a key or a session, and appear in the OpenAPI document when they carry a schema.
 */
export type PublicApiRoutes = (api: FastifyInstance, deps: PublicApiDeps) => void | Promise<void>;

/** The caller: an API key's actor, or a signed-in person's; anyone else is asked for a key. */
export async function apiActor(deps: PublicApiDeps, request: FastifyRequest, reply: FastifyReply): Promise<Actor> {
  const actor = await deps.actorOf(request, reply);
  if (!actor) throw new AppError('UNAUTHENTICATED', 'errors.apiKeyMissing');
  return actor;
}
