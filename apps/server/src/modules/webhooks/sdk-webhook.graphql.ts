import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { subscriptionAdministration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { listSdkClients } from '../sdk-clients/list-sdk-clients.ts';
import { SdkClientRef } from '../sdk-clients/sdk-client.graphql.ts';
import { findSdkSubscription } from '../sdk-clients/sdk-client.policy.ts';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';
import { SubscriptionRef } from '../subscriptions/subscription.graphql.ts';
import { createSdkWebhook } from './create-sdk-webhook.ts';
import { deleteSdkWebhook } from './delete-sdk-webhook.ts';
import { getSdkWebhook } from './get-sdk-webhook.ts';
import { listSdkWebhooks } from './list-sdk-webhooks.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { rotateSdkWebhookSecret } from './rotate-sdk-webhook-secret.ts';
import type { sdkWebhooks, webhookDeliveries, webhookDeliveryAttempts } from './sdk-webhook.table.ts';
import { sendSdkWebhookTestEvent } from './send-sdk-webhook-test-event.ts';
import { updateSdkWebhook } from './update-sdk-webhook.ts';
import { attemptsOfDeliveries } from './webhook-delivery-attempts.ts';

type WebhookRow = typeof sdkWebhooks.$inferSelect & { revealedSigningSecret?: string; sdkClientName?: string };

const WebhookHeaderRef = builder.objectRef<{ name: string; value: string }>('WebhookHeader').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

export const SdkWebhookRef = builder.objectRef<WebhookRow>('SdkWebhook').implement({
  description: 'A webhook connection.',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.id({ resolve: (webhook) => webhook.subscriptionId }),
    sdkClientId: t.exposeID('sdkClientId'),
    sdkClientName: t.string({
      description: 'The application’s name, looked up from the client id.',
      resolve: async (webhook, _args, { db }) => {
        if (webhook.sdkClientName !== undefined) return webhook.sdkClientName;
        const [client] = await db
          .select({ name: sdkClients.name })
          .from(sdkClients)
          .where(eq(sdkClients.id, webhook.sdkClientId));
        return client?.name ?? '';
      },
    }),
    events: t.stringList({ resolve: (webhook) => webhook.events }),
    eventsJson: t.string({ resolve: (webhook) => JSON.stringify(webhook.events) }),
    url: t.exposeString('url'),
    httpMethod: t.exposeString('httpMethod'),
    headers: t.field({ type: [WebhookHeaderRef], resolve: (webhook) => webhook.headers }),
    headersJson: t.string({ resolve: (webhook) => JSON.stringify(webhook.headers) }),
    archived: t.exposeBoolean('archived'),
    signingSecret: t.string({
      nullable: true,
      description: 'The signing secret, shown once: only in the answer of createSdkWebhook and rotateSdkWebhookSecret.',
      resolve: (webhook) => webhook.revealedSigningSecret ?? null,
    }),
    previousSecretExpiresAt: t.string({
      nullable: true,
      description: 'While a rotation lasts, deliveries are signed with the previous secret too, until this time.',
      resolve: (webhook) =>
        webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > new Date()
          ? webhook.previousSecretExpiresAt.toISOString()
          : null,
    }),
    disabledAt: t.string({ nullable: true, resolve: (webhook) => webhook.disabledAt?.toISOString() ?? null }),
    disabledReason: t.string({ nullable: true, resolve: (webhook) => webhook.disabledReason }),
  }),
});

type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
const WebhookDeliveryAttemptRef = builder.objectRef<AttemptRow>('WebhookDeliveryAttempt').implement({
  description:
    'One try of a delivery, logged before the request is sent. With no outcome recorded (durationMs and succeeded ' +
    'null) it is still being sent, or the sending process stopped first and a later try repeats it.',
  fields: (t) => ({
    attempt: t.exposeInt('attempt'),
    startedAt: t.string({ resolve: (attempt) => attempt.startedAt.toISOString() }),
    durationMs: t.int({ nullable: true, resolve: (attempt) => attempt.durationMs }),
    responseStatus: t.int({ nullable: true, resolve: (attempt) => attempt.responseStatus }),
    error: t.string({ nullable: true, resolve: (attempt) => attempt.error }),
    succeeded: t.boolean({ nullable: true, resolve: (attempt) => attempt.succeeded }),
  }),
});

type DeliveryRow = typeof webhookDeliveries.$inferSelect & { attemptLog?: AttemptRow[] };
const WebhookDeliveryRef = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  description: 'One event sent to one webhook; its id is the webhook-id header every attempt repeats.',
  fields: (t) => ({
    id: t.exposeID('id'),
    event: t.exposeString('event'),
    isTest: t.exposeBoolean('isTest'),
    status: t.string({ description: 'pending, succeeded or failed.', resolve: (delivery) => delivery.status }),
    attempts: t.exposeInt('attempts'),
    lastResponseStatus: t.int({ nullable: true, resolve: (delivery) => delivery.lastResponseStatus }),
    lastError: t.string({ nullable: true, resolve: (delivery) => delivery.lastError }),
    createdAt: t.string({ resolve: (delivery) => delivery.createdAt.toISOString() }),
    completedAt: t.string({ nullable: true, resolve: (delivery) => delivery.completedAt?.toISOString() ?? null }),
    attemptLog: t.field({ type: [WebhookDeliveryAttemptRef], resolve: (delivery) => delivery.attemptLog ?? [] }),
  }),
});

const SdkOverviewRef = builder.objectRef<{ subscriptionId: string; actor: Actor }>('SdkOverview').implement({
  description: 'The /manage/sdk overview: the subscription, its keys and its webhooks.',
  fields: (t) => ({
    subscription: t.field({
      type: SubscriptionRef,
      resolve: ({ subscriptionId, actor }, _args, { db }) => findSdkSubscription(db, actor, subscriptionId),
    }),
    sdkClients: t.field({
      type: [SdkClientRef],
      resolve: ({ subscriptionId, actor }, _args, { db }) =>
        listSdkClients({ actor, input: { targetId: subscriptionId }, db }),
    }),
    sdkWebhooks: t.field({
      type: [SdkWebhookRef],
      resolve: ({ subscriptionId, actor }, _args, { db }) =>
        listSdkWebhooks({ actor, input: { targetId: subscriptionId }, db }),
    }),
  }),
});

const CreateSdkWebhookInput = builder.inputType('CreateSdkWebhookInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    sdkClientId: t.id({ required: false }),
    eventsJson: t.string({ required: false, description: 'A JSON list of event ids, such as ["users.created"].' }),
    url: t.string({ required: false }),
    httpMethod: t.string({ required: false, description: 'GET, POST, PUT, DELETE or OPTIONS; POST when absent.' }),
    headersJson: t.string({ required: false, description: 'A JSON list of {"name", "value"} objects.' }),
  }),
});
const UpdateSdkWebhookInput = builder.inputType('UpdateSdkWebhookInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    sdkClientId: t.id({ required: false }),
    eventsJson: t.string({ required: false }),
    url: t.string({ required: false }),
    httpMethod: t.string({ required: false }),
    headersJson: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  sdkOverview: t.withAuth(subscriptionAdministration).field({
    type: SdkOverviewRef,
    args: { subscriptionId: t.arg.id({ required: false, description: 'Defaults to the viewer’s subscription.' }) },
    resolve: async (_root, { subscriptionId }, { actor, db }) => {
      const subscription = await findSdkSubscription(db, actor, subscriptionId ?? actor.subscriptionId);
      // The overview's fields act for the actor who opened it.
      return { subscriptionId: subscription.id, actor };
    },
  }),
  sdkWebhooks: t.withAuth(subscriptionAdministration).field({
    type: [SdkWebhookRef],
    args: { targetId: t.arg.id({ required: false }) },
    resolve: (_root, { targetId }, { actor, db }) => listSdkWebhooks({ actor, input: { targetId }, db }),
  }),
  sdkWebhook: t.withAuth(subscriptionAdministration).field({
    type: SdkWebhookRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSdkWebhook({ actor, input: { id }, db }),
  }),
  sdkWebhookDeliveries: t.withAuth(subscriptionAdministration).field({
    type: [WebhookDeliveryRef],
    description: 'The delivery log of one webhook, newest first.',
    args: { webhookId: t.arg.id({ required: true }), ...listArgs },
    resolve: async (_root, { webhookId, ...window }, { actor, db }) => {
      const deliveries = await listWebhookDeliveries({
        actor,
        webhookId,
        window: listWindow({ ...window, first: window.first ?? 50 }),
        db,
      });
      const attempts = await attemptsOfDeliveries(
        db,
        deliveries.map((delivery) => delivery.id),
      );
      return deliveries.map((delivery) => ({ ...delivery, attemptLog: attempts.get(delivery.id) ?? [] }));
    },
  }),
}));

builder.mutationFields((t) => ({
  createSdkWebhook: t.withAuth(subscriptionAdministration).field({
    type: SdkWebhookRef,
    args: { model: t.arg({ type: CreateSdkWebhookInput, required: true }) },
    resolve: (_root, { model }, { actor, db, integrations }) =>
      createSdkWebhook({ actor, input: model, db, integrations }),
  }),
  updateSdkWebhook: t.withAuth(subscriptionAdministration).field({
    type: SdkWebhookRef,
    args: { model: t.arg({ type: UpdateSdkWebhookInput, required: true }) },
    resolve: (_root, { model }, { actor, db, integrations }) =>
      updateSdkWebhook({ actor, input: model, db, integrations }),
  }),
  deleteSdkWebhook: t.withAuth(subscriptionAdministration).field({
    type: SdkWebhookRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteSdkWebhook({ actor, input: { id }, db }),
  }),
  rotateSdkWebhookSecret: t.withAuth(subscriptionAdministration).field({
    type: SdkWebhookRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db, integrations }) =>
      rotateSdkWebhookSecret({ actor, input: { id }, db, integrations }),
  }),
  sendSdkWebhookTestEvent: t.withAuth(subscriptionAdministration).field({
    type: WebhookDeliveryRef,
    args: { id: t.arg.id({ required: true }), event: t.arg.string({ required: false }) },
    resolve: (_root, args, { actor, db }) => sendSdkWebhookTestEvent({ actor, input: args, db }),
  }),
}));
