import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { registerAssessmentRoutes } from './assessments.routes.ts';
import { registerAssignmentRoutes } from './assignments.routes.ts';
import { registerGraphqlPlayground } from './graphql-playground.ts';
import { openApiOptions } from './openapi-document.ts';
import { registerPeopleRoutes } from './people.routes.ts';
import { apiActor, PUBLIC_API_PREFIX, type PublicApiDeps, type PublicApiRoutes } from './public-api-context.ts';
import { requestProblem } from './request-problem.ts';
import { registerSessionRoutes } from './sessions.routes.ts';
import { registerSwaggerPage } from './swagger-page.ts';
import { registerTeamRoutes } from './teams.routes.ts';

const BUILT_IN_ROUTES: PublicApiRoutes[] = [
  registerPeopleRoutes,
  registerTeamRoutes,
  registerAssessmentRoutes,
  registerAssignmentRoutes,
  registerSessionRoutes,
];

export interface PublicApiOptions extends PublicApiDeps {
  /** Routes other modules add to the API (e.g. webhooks' test call): same prefix, authentication and document. */
  routes?: PublicApiRoutes[];
}

/**
 * The public REST API v1.0 (docs/product/integrations.md#the-screens, docs/product/api.md#rest-endpoints) under
 * /api/rest/v1.0, its OpenAPI document (openapi.json) and Swagger UI (swagger/index.html), and the GraphQL playground.
 * The routes call the same use cases and policies as GraphQL, with the caller's actor: an API key's (api-key.hook.ts
 * refuses bad keys before any route runs) or a session's.
 */
export async function registerPublicApi(app: FastifyInstance, { routes = [], ...deps }: PublicApiOptions) {
  await app.register(
    async (api) => {
      await api.register(fastifySwagger, openApiOptions);
      api.setSchemaErrorFormatter(requestProblem);
      api.get('/openapi.json', { schema: { hide: true } }, () => api.swagger());
      await registerSwaggerPage(api);
      await api.register(async (authenticated) => {
        // Before the body is read: a caller without a key or session learns nothing about what it sent.
        authenticated.addHook('onRequest', async (request, reply) => {
          await apiActor(deps, request, reply);
        });
        for (const register of [...BUILT_IN_ROUTES, ...routes]) await register(authenticated, deps);
      });
    },
    { prefix: PUBLIC_API_PREFIX },
  );
  await registerGraphqlPlayground(app);
}
