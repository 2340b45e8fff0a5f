import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The header the web app sends on every API call; a cross-site form or link cannot add it without CORS. */
export const CSRF_HEADER = 'x-roadmark-csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function needsCsrfHeader(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (request.headers['x-api-key']) return false;
  if (path === '/graphql') return request.method !== 'OPTIONS';
  return path.startsWith('/api/') && UNSAFE_METHODS.has(request.method);
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for cookie-authenticated calls: the custom header forces a CORS preflight that other sites cannot
 * pass, and a request announcing a foreign Origin is refused outright. API-key requests carry no cookie and are exempt.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!needsCsrfHeader(request)) return;
    if (!request.headers[CSRF_HEADER] || !sameOrigin(request)) {
      throw new AppError('CSRF_REJECTED', 'errors.csrfRejected');
    }
  });
}
