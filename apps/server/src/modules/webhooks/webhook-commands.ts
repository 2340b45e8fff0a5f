import { idSchema } from '@roadmark/domain/ids';
import { jsonListSchema, webhookFormSchema } from '@roadmark/domain/integrations/webhook-form';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { fieldProblem, forbidden } from '../../platform/errors.ts';
import type { IntegrationsContext } from '../../platform/graphql/context.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { canManageSdk, findSdkSubscription } from '../sdk-clients/sdk-client.policy.ts';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';
import { generateSigningSecret, SECRET_ROTATION_HOURS } from './webhook-secret.ts';
import { assertWebhookTargetAllowed } from './webhook-target-check.ts';

interface Deps {
  actor: Actor;
  db: Database;
  integrations: IntegrationsContext;
}

/** The API's model (spec 3 §3, §7): eventsJson and headersJson are JSON text, checked by the form's rules. */
const modelFields = {
  sdkClientId: webhookFormSchema.shape.sdkClientId,
  httpMethod: webhookFormSchema.shape.httpMethod,
  url: webhookFormSchema.shape.url,
  eventsJson: jsonListSchema(webhookFormSchema.shape.events, 'validation.jsonListInvalid'),
  headersJson: jsonListSchema(webhookFormSchema.shape.headers, 'validation.jsonListInvalid'),
};
const createInputSchema = z.object({
  id: idSchema.nullish(),
  ...modelFields,
  httpMethod: z
    .string()
    .nullish()
    .transform((method) => method ?? 'POST')
    .pipe(modelFields.httpMethod),
  headersJson: z
    .string()
    .nullish()
    .transform((json) => json ?? '[]')
    .pipe(modelFields.headersJson),
});
const updateInputSchema = z.object({
  id: idSchema,
  sdkClientId: modelFields.sdkClientId.optional(),
  httpMethod: modelFields.httpMethod.optional(),
  url: modelFields.url.optional(),
  eventsJson: modelFields.eventsJson.optional(),
  headersJson: modelFields.headersJson.optional(),
});

/**
 * The webhook's application: a live key in a subscription the actor manages (and, on update, the webhook's own).
 * Any other id, another tenant's included, reads as no application chosen, revealing nothing.
 */
async function findApplication(tx: Executor, actor: Actor, sdkClientId: string, subscriptionId?: string) {
  if (!canManageSdk(actor)) throw forbidden();
  const [client] = await tx
    .select({ id: sdkClients.id, subscriptionId: sdkClients.subscriptionId })
    .from(sdkClients)
    .where(and(eq(sdkClients.id, sdkClientId), eq(sdkClients.archived, false)))
    .limit(1);
  const visible = client && (await findSdkSubscription(tx, actor, client.subscriptionId).catch(() => null));
  if (!client || !visible || (subscriptionId && client.subscriptionId !== subscriptionId)) {
    throw fieldProblem('BAD_USER_INPUT', 'sdkClientId', 'validation.sdkApplicationRequired');
  }
  return client;
}

/**
 * createSdkWebhook: in the application's subscription (a distributor's or staff's key puts it there), with a new signing secret that the answer reveals once
 * (`revealedSigningSecret`); only its sealed form is stored.
 */
export async function createSdkWebhook({ actor, db, integrations }: Deps, input: unknown) {
  const model = parseInput(createInputSchema, input);
  await assertWebhookTargetAllowed(model.url, integrations.webhookOutbound);
  const signingSecret = generateSigningSecret();
  return db.transaction(async (tx) => {
    const { subscriptionId } = await findApplication(tx, actor, model.sdkClientId);
    const id = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, sdkWebhooks, id);
    const [webhook] = await tx
      .insert(sdkWebhooks)
      .values({
        id,
        subscriptionId,
        sdkClientId: model.sdkClientId,
        events: model.eventsJson,
        url: model.url,
        httpMethod: model.httpMethod,
        headers: model.headersJson,
        signingSecretSealed: integrations.secretBox.seal(signingSecret),
      })
      .returning();
    return { ...webhook!, revealedSigningSecret: signingSecret };
  });
}

/** updateSdkWebhook: id plus the changed fields. Saving switches a webhook that answered 410 back on. */
export async function updateSdkWebhook({ actor, db, integrations }: Deps, input: unknown) {
  const model = parseInput(updateInputSchema, input);
  if (model.url !== undefined) await assertWebhookTargetAllowed(model.url, integrations.webhookOutbound);
  return db.transaction(async (tx) => {
    const current = await findManagedWebhook(tx, actor, model.id, { forUpdate: true });
    if (model.sdkClientId !== undefined) await findApplication(tx, actor, model.sdkClientId, current.subscriptionId);
    const [webhook] = await tx
      .update(sdkWebhooks)
      .set({
        ...(model.sdkClientId !== undefined ? { sdkClientId: model.sdkClientId } : {}),
        ...(model.httpMethod !== undefined ? { httpMethod: model.httpMethod } : {}),
        ...(model.url !== undefined ? { url: model.url } : {}),
        ...(model.eventsJson !== undefined ? { events: model.eventsJson } : {}),
        ...(model.headersJson !== undefined ? { headers: model.headersJson } : {}),
        disabledAt: null,
        disabledReason: null,
        updatedAt: new Date(),
      })
      .where(eq(sdkWebhooks.id, model.id))
      .returning();
    return webhook!;
  });
}

/** deleteSdkWebhook archives it (DECISIONS "Deleting"); deliveries not yet sent are dropped by the sender. */
export async function deleteSdkWebhook({ actor, db }: Deps, id: unknown) {
  const webhookId = parseInput(idSchema, id);
  return db.transaction(async (tx) => {
    await findManagedWebhook(tx, actor, webhookId, { forUpdate: true });
    const [webhook] = await tx
      .update(sdkWebhooks)
      .set({ archived: true, updatedAt: new Date() })
      .where(eq(sdkWebhooks.id, webhookId))
      .returning();
    return webhook!;
  });
}

/**
 * A new signing secret, revealed once. The previous one keeps signing beside it for SECRET_ROTATION_HOURS, so a
 * receiver that still knows only the old secret verifies every delivery until it switches.
 */
export async function rotateSdkWebhookSecret({ actor, db, integrations }: Deps, id: unknown) {
  const webhookId = parseInput(idSchema, id);
  const signingSecret = generateSigningSecret();
  return db.transaction(async (tx) => {
    const current = await findManagedWebhook(tx, actor, webhookId, { forUpdate: true });
    const [webhook] = await tx
      .update(sdkWebhooks)
      .set({
        signingSecretSealed: integrations.secretBox.seal(signingSecret),
        previousSigningSecretSealed: current.signingSecretSealed,
        previousSecretExpiresAt: new Date(Date.now() + SECRET_ROTATION_HOURS * 3_600_000),
        updatedAt: new Date(),
      })
      .where(eq(sdkWebhooks.id, webhookId))
      .returning();
    return { ...webhook!, revealedSigningSecret: signingSecret };
  });
}
