import type { FastifyInstance } from 'fastify';
import { type PageQuery, pageQueryProperties, pageSchema, pageWindow, toPage } from './api-page.ts';
import { idParams, idSchema, jsonResponse, problemResponses } from './api-schemas.ts';
import { getSessionWithMetrics } from './get-session-with-metrics.ts';
import { listSessions, type SessionFilter } from './list-sessions.ts';
import { apiActor, type PublicApiDeps } from './public-api-context.ts';
import { sessionSchema, sessionView } from './session-view.ts';

const tags = ['Sessions'];

const sessionDetailSchema = {
  ...sessionSchema,
  required: [...sessionSchema.required, 'driverMetricScores'],
  properties: {
    ...sessionSchema.properties,
    driverMetricScores: {
      type: 'array',
      description: 'The score per driver (safety) metric stored when the session finished; empty before.',
      items: {
        type: 'object',
        required: ['driverMetricId', 'name', 'score'],
        properties: { driverMetricId: idSchema, name: { type: 'string' }, score: { type: 'integer' } },
      },
    },
  },
} as const;

/** Session results (docs/product/sessions.md#finish) through the API: what the server stored, nothing computed anew. */
export function registerSessionRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  const { db } = deps;

  api.get<{ Querystring: PageQuery & SessionFilter }>(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'List assessment and training sessions',
        description: 'The sessions of the people the caller manages, newest first.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            userId: { ...idSchema, description: "Only this person's sessions." },
            assessmentId: { ...idSchema, description: 'Only sessions of this assessment.' },
            finished: { type: 'boolean', description: 'Only finished (true) or unfinished (false) sessions.' },
          },
        },
        response: { 200: jsonResponse('One page of sessions.', pageSchema(sessionSchema)), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const { userId, assessmentId, finished } = request.query;
      const filter = { userId, assessmentId, finished };
      const rows = await listSessions({ actor, filter, window: pageWindow(request.query), db });
      return toPage(rows.map(sessionView), request.query);
    },
  );

  api.get<{ Params: { id: string } }>(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Get a session with its driver metric scores',
        params: idParams('id', 'The session id.'),
        response: { 200: jsonResponse('The session.', sessionDetailSchema), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const { driverMetricScores, ...found } = await getSessionWithMetrics({
        actor,
        input: { id: request.params.id },
        db,
      });
      return { ...sessionView(found), driverMetricScores };
    },
  );
}
