import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { notFound, unauthenticated } from '../errors.ts';
import { OperationLabels } from './graphql-operation-label.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/**
 * Times every request into the metrics, and serves them at GET /metrics in Prometheus text format. With a token
 * configured the scraper must send it as a bearer token; without one only a caller on this machine (a loopback
 * address, after TRUSTED_PROXIES are taken into account) may read them, so a sidecar scraper works and the internet
 * is answered "not found".
 */
export function registerMetrics(app: FastifyInstance, deps: { metrics: Metrics; token: string | undefined }) {
  const { metrics } = deps;
  const operations = new OperationLabels();

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    metrics.observeRequest(
      {
        method: request.method,
        route,
        operation: route === '/graphql' ? operations.of(request.body, request.query) : '',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (deps.token !== undefined) {
      if (!bearerMatches(request.headers.authorization, deps.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthenticated();
      }
    } else if (!isLoopback(request.ip)) {
      throw notFound();
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** The route's pattern, never the path itself (ids would make a series per record); each built file is one route. */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return 'unmatched';
  return url.startsWith('/assets/') ? '/assets/*' : url;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match) return false;
  // Digests of equal length, so the comparison takes the same time however much of the token was right.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
