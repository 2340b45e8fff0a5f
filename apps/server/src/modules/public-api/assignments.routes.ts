import type { FastifyInstance } from 'fastify';
import type { Assignment } from '../assignments/assignment-changes.ts';
import { createAssignment } from '../assignments/create-assignment.ts';
import { deleteAssignment } from '../assignments/delete-assignment.ts';
import { type PageQuery, pageQueryProperties, pageSchema, pageWindow, toPage } from './api-page.ts';
import { idParams, idSchema, jsonResponse, noContentResponse, problemResponses } from './api-schemas.ts';
import { type AssignmentFilter, listAssignments } from './list-assignments.ts';
import { apiActor, type PublicApiDeps } from './public-api-context.ts';

const tags = ['Assignments'];

const assignmentSchema = {
  type: 'object',
  required: ['id', 'userId', 'subscriptionTeamId', 'assessmentId', 'targetDate', 'maxRestarts'],
  properties: {
    id: idSchema,
    userId: { type: ['string', 'null'], format: 'uuid', description: 'Null for a team-wide assignment.' },
    subscriptionTeamId: { type: ['string', 'null'], format: 'uuid', description: 'Set for a team-wide assignment.' },
    assessmentId: idSchema,
    targetDate: { type: 'string', format: 'date-time', description: 'The due date (UTC).' },
    maxRestarts: { type: 'integer' },
  },
} as const;

interface CreateAssignmentBody {
  userId?: string;
  subscriptionTeamId?: string;
  assessmentId: string;
  targetDate?: string;
  maxRestarts?: number;
}

const assignmentView = (assignment: Assignment) => ({
  id: assignment.id,
  userId: assignment.userId,
  subscriptionTeamId: assignment.subscriptionTeamId,
  assessmentId: assignment.assessmentId,
  targetDate: assignment.targetDate.toISOString(),
  maxRestarts: assignment.maxRestarts,
});

/**
 * Assignments (docs/product/assignments-and-licences.md#assignments) through the API, by the assignments module's own
 * use cases and policy.
 */
export function registerAssignmentRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  const { db } = deps;

  api.get<{ Querystring: PageQuery & AssignmentFilter }>(
    '/assignments',
    {
      schema: {
        tags,
        summary: 'List assignments',
        description:
          'The live assignments of the people the caller manages (and team-wide ones, for callers who keep teams), oldest first.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            userId: { ...idSchema, description: "Only this person's own assignments." },
            assessmentId: { ...idSchema, description: 'Only assignments of this assessment.' },
          },
        },
        response: {
          200: jsonResponse('One page of assignments.', pageSchema(assignmentSchema)),
          ...problemResponses(),
        },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const { userId, assessmentId } = request.query;
      const rows = await listAssignments({
        actor,
        filter: { userId, assessmentId },
        window: pageWindow(request.query),
        db,
      });
      return toPage(rows.map(assignmentView), request.query);
    },
  );

  api.post<{ Body: CreateAssignmentBody }>(
    '/assignments',
    {
      schema: {
        tags,
        summary: 'Assign an assessment',
        description:
          'Assigns a licensed assessment or training module to a person (userId) or a whole team (subscriptionTeamId), not both. When the person or team already has it, the existing assignment is returned unchanged.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['assessmentId'],
          properties: {
            userId: idSchema,
            subscriptionTeamId: { ...idSchema, description: 'Team-wide assignments need the team-management role.' },
            assessmentId: idSchema,
            targetDate: { type: 'string', description: 'ISO date or date and time; two months ahead when absent.' },
            maxRestarts: {
              type: 'integer',
              description: "The licence's limit when absent; may not exceed it unless 0.",
            },
          },
        },
        response: { 201: jsonResponse('The assignment.', assignmentSchema), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const assignment = await createAssignment({ actor, input: request.body, db });
      return reply.status(201).send(assignmentView(assignment));
    },
  );

  api.delete<{ Params: { id: string } }>(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Remove an assignment',
        description: 'Archives the assignment.',
        params: idParams('id', 'The assignment id.'),
        response: { 204: noContentResponse, ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      await deleteAssignment({ actor, input: { id: request.params.id }, db });
      return reply.status(204).send();
    },
  );
}
