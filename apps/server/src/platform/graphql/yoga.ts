import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { SharedBudget } from '../rate-limits/shared-budget.ts';
import type { GraphQLContext, IntegrationsContext } from './context.ts';
import { maskError } from './error-mapping.ts';
import { type HardeningOptions, hardeningPlugins } from './hardening.ts';
import { reportListsAtCap } from './list-cap-plugin.ts';
import { refuseNulCharacters } from './nul-character-plugin.ts';
import { operationRateLimit } from './operation-rate-limit.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface GraphqlDeps {
  /** Every module's types and fields, put together outside the platform (src/graphql-schema.ts). */
  schema: GraphQLSchema;
  db: Database;
  hardening: HardeningOptions;
  operationsPerMinute: number;
  pinEmailDomain: string;
  storage: FileStorage;
  publicUrl: string;
  integrations: IntegrationsContext;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
}

/** GraphQL at /graphql: Yoga runs inside Fastify so hooks (CSRF, logging, rate limits) apply to it too. */
export function registerGraphql(app: FastifyInstance, deps: GraphqlDeps): void {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Yoga answers every Origin with permissive CORS unless told otherwise. The API is same-origin only: the web app
    // is served from this origin, and integrators call it from servers, which do not need CORS.
    cors: false,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      // Errors that matter are logged once by maskError; Yoga's own report of them would repeat every user error.
      error: (...args) => app.log.debug(args),
    },
    maskedErrors: { maskError: (error) => maskError(error, (err) => app.log.error({ err }, 'resolver failed')) },
    plugins: [
      refuseNulCharacters(),
      ...hardeningPlugins(deps.hardening),
      operationRateLimit(
        new SharedBudget(deps.db, { name: 'graphql-fields', max: deps.operationsPerMinute, windowMs: 60_000 }),
      ),
      reportListsAtCap(),
    ],
    context: async ({ req, reply }) => ({
      db: deps.db,
      actor: await deps.actorOf(req, reply),
      locale: localeOfAcceptLanguage(req.headers['accept-language']),
      clientIp: req.ip,
      pinEmailDomain: deps.pinEmailDomain,
      storage: deps.storage,
      publicUrl: deps.publicUrl,
      integrations: deps.integrations,
      logError: (err: unknown, message: string) => app.log.error({ err }, message),
    }),
  });

  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));
  app.route({
    url: '/graphql',
    // No OPTIONS: with no cross-origin access there is no preflight to answer.
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is sent whole, so its size is known: a small one goes uncompressed with its length, a large
      // one is compressed in one pass. Only a streamed answer (a subscription or an incremental result) stays a stream.
      reply.send(isStreamed(response) ? response.body : Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
}

function isStreamed(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('multipart/') || type.startsWith('text/event-stream');
}
