import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The header the web app sends on every API call; a cross-site form or link cannot add it without CORS. */
export const CSRF_HEADER = 'x-roadmark-csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * External sign-in starts with a plain form submission, which cannot add the header. It only sends
 * the browser to the provider, and must come from a page of this origin (browsers always send Origin on a POST).
 */
const FORM_POSTS = new Set(['/api/account/startExternalLogin']);

function requestPath(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function needsCsrfHeader(request: FastifyRequest): boolean {
  const path = requestPath(request);
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
 * Under the no-referrer policy a browser sends `Origin: null` on a form submission, so the browser's own
 * Sec-Fetch-Site (which no page script can set) vouches for it instead; older browsers still send a real Origin.
 */
function isSameOriginFormPost(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  return !!origin && origin !== 'null' && sameOrigin(request);
}

/**
 * CSRF defence for cookie-authenticated calls: the custom header forces a CORS preflight that other sites cannot
 * pass, and a request announcing a foreign Origin is refused outright. API-key requests carry no cookie and are exempt.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && FORM_POSTS.has(requestPath(request))) {
      if (!isSameOriginFormPost(request)) throw new AppError('CSRF_REJECTED', 'errors.csrfRejected');
      return;
    }
    if (!needsCsrfHeader(request)) return;
    if (!request.headers[CSRF_HEADER] || !sameOrigin(request)) {
      throw new AppError('CSRF_REJECTED', 'errors.csrfRejected');
    }
  });
}
