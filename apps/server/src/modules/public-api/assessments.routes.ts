import { ALL_ASSESSMENT_TYPES, type AssessmentType } from '@roadmark/domain/content/assessment-form';
import type { FastifyInstance } from 'fastify';
import { type LicenceView, listSubscriptionAssessments } from '../licensing/list-subscription-assessments.ts';
import { type PageQuery, pageQueryProperties, pageSchema, toPage } from './api-page.ts';
import { idSchema, jsonResponse, problemResponses } from './api-schemas.ts';
import { apiActor, type PublicApiDeps } from './public-api-context.ts';

const licensedAssessmentSchema = {
  type: 'object',
  required: ['id', 'name', 'assessmentType', 'maxRestarts'],
  properties: {
    id: { ...idSchema, description: 'The assessment id, used to assign it and to find its sessions.' },
    name: { type: 'string' },
    assessmentType: { type: 'string', enum: ALL_ASSESSMENT_TYPES },
    maxRestarts: { type: 'integer', description: 'The retakes the licence allows; an assignment may not exceed it.' },
  },
} as const;

interface AssessmentsQuery extends PageQuery {
  assessmentType?: AssessmentType;
}

const licensedAssessmentView = (licence: LicenceView) => ({
  id: licence.assessment.id,
  name: licence.assessment.name,
  assessmentType: licence.assessment.assessmentType,
  maxRestarts: licence.maxRestarts,
});

/**
 * The assessments and training modules licensed to the caller's subscription
 * (docs/product/assignments-and-licences.md#licences): what may be assigned, and the ids the assignment and session
 * calls take. Licences are few, so the page is cut from the whole list.
 */
export function registerAssessmentRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  api.get<{ Querystring: AssessmentsQuery }>(
    '/assessments',
    {
      schema: {
        tags: ['Assessments'],
        summary: 'List licensed assessments and training',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            assessmentType: { type: 'string', enum: ALL_ASSESSMENT_TYPES, description: 'Only this kind.' },
          },
        },
        response: {
          200: jsonResponse('One page of licensed assessments, by name.', pageSchema(licensedAssessmentSchema)),
          ...problemResponses(),
        },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const { assessmentType, offset, first } = request.query;
      const args = { subscriptionId: actor.subscriptionId, assessmentTypes: assessmentType ? [assessmentType] : null };
      const licences = await listSubscriptionAssessments({ actor, input: args, db: deps.db });
      return toPage(licences.slice(offset, offset + first + 1).map(licensedAssessmentView), request.query);
    },
  );
}
