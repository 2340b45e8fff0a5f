import { WEBHOOK_EVENTS } from '@roadmark/domain/integrations/webhook-events';
import type { FastifyInstance } from 'fastify';
import { idParams, idSchema, jsonResponse, problemResponses } from '../public-api/api-schemas.ts';
import { apiActor, type PublicApiDeps } from '../public-api/public-api-context.ts';
import { sendSdkWebhookTestEvent } from './send-sdk-webhook-test-event.ts';

const deliverySchema = {
  type: 'object',
  required: ['id', 'event', 'status'],
  properties: {
    id: { ...idSchema, description: 'The delivery id, sent as the webhook-id header on every attempt.' },
    event: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
  },
} as const;

/**
 * POST /webhooks/{id}/test: queues a signed sample of one of the webhook's events, delivered like any other ('Send test
 * event', docs/product/integrations.md#the-screens). An API key may test the webhooks of its own application.
 */
export function registerWebhookTestRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  api.post<{ Params: { id: string }; Body: { event?: string } | undefined }>(
    '/webhooks/:id/test',
    {
      schema: {
        tags: ['Webhooks'],
        summary: 'Send a test event to a webhook',
        description:
          'Queues a sample of the chosen event (the webhook’s first event when none is named), signed with the ' +
          'webhook’s secret and marked as a test in its delivery log. It is sent within seconds and retried like any delivery.',
        params: idParams('id', 'The webhook id.'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { event: { type: 'string', enum: WEBHOOK_EVENTS } },
        },
        response: {
          202: jsonResponse('The test delivery, queued.', deliverySchema),
          ...problemResponses({ conflict: true }),
        },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const delivery = await sendSdkWebhookTestEvent({
        actor,
        input: { id: request.params.id, event: request.body?.event ?? null },
        db: deps.db,
      });
      return reply.status(202).send({ id: delivery.id, event: delivery.event, status: delivery.status });
    },
  );
}
