import type { FastifyInstance } from 'fastify';

/** /healthz: the process is up. /readyz: the database answers, so a load balancer may send traffic. */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
