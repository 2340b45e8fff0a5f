import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PLAYGROUND_PREFIX = '/api/graphql-playground/';

/** Yoga's GraphiQL build: one ES module with everything, its stylesheet, and Monaco's web workers. */
const GRAPHIQL_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql/package.json')),
  'dist',
);
const OWN_FILES = path.join(import.meta.dirname, 'playground');

/**
 * The playground's own CSP, whatever the app's becomes: scripts, styles, fonts and Monaco's web workers from this
 * server only (the workers are plain same-origin files, so no blob: is needed), inline styles for the editor, and
 * requests to /graphql on this origin.
 */
const PLAYGROUND_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /api/graphql-playground/index.html: GraphiQL against /graphql, served from this server
 * (docs/product/integrations.md#the-screens).
 */
export async function registerGraphqlPlayground(app: FastifyInstance): Promise<void> {
  await app.register(async (playground) => {
    playground.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', PLAYGROUND_CSP);
    });
    await playground.register(fastifyStatic, {
      // Our page and script first, then the build's files.
      root: [OWN_FILES, GRAPHIQL_DIST],
      prefix: PLAYGROUND_PREFIX,
      decorateReply: false,
      index: 'index.html',
    });
  });
}
