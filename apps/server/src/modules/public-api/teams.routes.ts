import type { FastifyInstance } from 'fastify';
import { getSubscriptionTeam } from '../teams/get-subscription-team.ts';
import { listSubscriptionTeams } from '../teams/list-subscription-teams.ts';
import type { subscriptionTeams } from '../teams/subscription-team.table.ts';
import {
  type PageQuery,
  pageQueryProperties,
  pageSchema,
  pageWindow,
  searchQueryProperty,
  toPage,
} from './api-page.ts';
import { idParams, idSchema, jsonResponse, problemResponses } from './api-schemas.ts';
import { apiActor, type PublicApiDeps } from './public-api-context.ts';

const tags = ['Teams'];

const teamSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: idSchema, name: { type: 'string' } },
} as const;

const teamView = (team: typeof subscriptionTeams.$inferSelect) => ({ id: team.id, name: team.name });

/**
 * Teams (docs/product/people-and-teams.md#teams), read-only: keeping teams needs the manager-management role, which API
 * keys do not hold.
 */
export function registerTeamRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  const { db } = deps;

  api.get<{ Querystring: PageQuery }>(
    '/teams',
    {
      schema: {
        tags,
        summary: 'List teams',
        description: 'The live teams of the caller’s subscription, by name.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQueryProperties, ...searchQueryProperty },
        },
        response: { 200: jsonResponse('One page of teams.', pageSchema(teamSchema)), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const rows = await listSubscriptionTeams({ actor, window: pageWindow(request.query), db });
      return toPage(rows.map(teamView), request.query);
    },
  );

  api.get<{ Params: { id: string } }>(
    '/teams/:id',
    {
      schema: {
        tags,
        summary: 'Get a team',
        params: idParams('id', 'The team id.'),
        response: { 200: jsonResponse('The team.', teamSchema), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      return teamView(await getSubscriptionTeam({ actor, input: { id: request.params.id }, db }));
    },
  );
}
