import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { IntegrationsContext } from '../../platform/graphql/context.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findWebhookApplication } from './find-webhook-application.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';
import { webhookModelFields } from './webhook-model-fields.ts';
import { assertWebhookTargetAllowed } from './webhook-target-check.ts';

const updateInputSchema = z.object({
  id: idSchema,
  sdkClientId: webhookModelFields.sdkClientId.optional(),
  httpMethod: webhookModelFields.httpMethod.optional(),
  url: webhookModelFields.url.optional(),
  eventsJson: webhookModelFields.eventsJson.optional(),
  headersJson: webhookModelFields.headersJson.optional(),
});

/** updateSdkWebhook: id plus the changed fields. Saving switches a webhook that answered 410 back on. */
export async function updateSdkWebhook({
  actor,
  input,
  db,
  integrations,
}: UseCaseCall<unknown, { integrations: IntegrationsContext }>) {
  const model = parseInput(updateInputSchema, input);
  if (model.url !== undefined) await assertWebhookTargetAllowed(model.url, integrations.webhookOutbound);
  return db.transaction(async (tx) => {
    const current = await findManagedWebhook(tx, actor, model.id, { forUpdate: true });
    if (model.sdkClientId !== undefined) {
      await findWebhookApplication(tx, actor, model.sdkClientId, current.subscriptionId);
    }
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
