import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { someLeaf } from './request-values.ts';

/**
 * Whether the value holds a number JavaScript cannot hold exactly: beyond ±(2^53 - 1), or infinite. JSON reads
 * 9007199254740993 as 9007199254740992 and 1e400 as Infinity, and JSON Schema's integer check lets Infinity through
 * (its coercion of query strings even skips `maximum`), so such a number would reach the database.
 */
export function containsUnsafeNumber(value: unknown): boolean {
  return someLeaf(value, (leaf) => typeof leaf === 'number' && !(Math.abs(leaf) <= Number.MAX_SAFE_INTEGER));
}

const numberOutOfRange = () => new AppError('BAD_USER_INPUT', 'validation.numberOutOfRange');

/**
 * Refuses such numbers in a JSON body as soon as it is read, and in the query string and path parameters once the
 * route's schema has coerced them to numbers, before any handler runs.
 */
export function registerNumberRangeGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsUnsafeNumber(request.body)) throw numberOutOfRange();
  });
  app.addHook('preHandler', async (request) => {
    if (containsUnsafeNumber(request.query) || containsUnsafeNumber(request.params)) throw numberOutOfRange();
  });
}
