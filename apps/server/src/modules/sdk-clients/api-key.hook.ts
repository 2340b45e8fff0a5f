import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { type ApiKeyCheck, apiKeyActor } from './api-key-actor.ts';

export const API_KEY_HEADER = 'x-api-key';

/**
 * Authenticates every request that carries an x-api-key header before it reaches a route, and refuses it there
 * (401, 403 or 429) when the key does not hold; returns how routes read the key's actor. A request with a key
 * never falls back to a browser session (request-actor ignores cookies when the header is present).
 */
export function registerApiKeyAuthentication(app: FastifyInstance, check: ApiKeyCheck) {
  const actors = new WeakMap<FastifyRequest, Actor>();
  app.addHook('onRequest', async (request) => {
    const key = request.headers[API_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string') throw new AppError('UNAUTHENTICATED', 'errors.apiKeyInvalid');
    actors.set(request, await apiKeyActor(check, key, request.ip));
  });
  return (request: FastifyRequest): Actor | undefined => actors.get(request);
}
