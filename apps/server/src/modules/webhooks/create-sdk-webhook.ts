import { idSchema } from '@roadmark/domain/ids';
import { z } from 'zod';
import type { IntegrationsContext } from '../../platform/graphql/context.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findWebhookApplication } from './find-webhook-application.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';
import { webhookModelFields } from './webhook-model-fields.ts';
import { generateSigningSecret } from './webhook-secret.ts';
import { assertWebhookTargetAllowed } from './webhook-target-check.ts';

const createInputSchema = z.object({
  id: idSchema.nullish(),
  ...webhookModelFields,
  httpMethod: z
    .string()
    .nullish()
    .transform((method) => method ?? 'POST')
    .pipe(webhookModelFields.httpMethod),
  headersJson: z
    .string()
    .nullish()
    .transform((json) => json ?? '[]')
    .pipe(webhookModelFields.headersJson),
});

/**
 * createSdkWebhook: in the application's subscription (a distributor's or staff's key puts it there), with a new signing secret that the answer reveals once
 * (`revealedSigningSecret`); only its sealed form is stored.
 */
export async function createSdkWebhook({
  actor,
  input,
  db,
  integrations,
}: UseCaseCall<unknown, { integrations: IntegrationsContext }>) {
  const model = parseInput(createInputSchema, input);
  await assertWebhookTargetAllowed(model.url, integrations.webhookOutbound);
  const signingSecret = generateSigningSecret();
  return db.transaction(async (tx) => {
    const { subscriptionId } = await findWebhookApplication(tx, actor, model.sdkClientId);
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
