import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { someLeaf } from './request-values.ts';

export const nulCharacterRefused = () => new AppError('BAD_USER_INPUT', 'validation.nulCharacter');

/**
 * Whether any string in the value, or any key of its objects, holds a NUL character. PostgreSQL cannot store NUL in
 * text, so such input would fail deep inside a query instead of being refused as bad input.
 */
export function containsNulCharacter(value: unknown): boolean {
  return someLeaf(value, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'));
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query string or parsed body with a 400, before
 * any route runs. Multipart bodies are read by their routes and GraphQL's own parsing has its plugin; both check too.
 */
export function registerNulByteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (containsNulCharacter(request.params) || containsNulCharacter(request.query)) throw nulCharacterRefused();
  });
  app.addHook('preValidation', async (request) => {
    if (containsNulCharacter(request.body)) throw nulCharacterRefused();
  });
}
