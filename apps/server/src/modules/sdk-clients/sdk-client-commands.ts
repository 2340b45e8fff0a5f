import { idSchema } from '@roadmark/domain/ids';
import { generateApiKey } from '@roadmark/domain/integrations/api-key';
import { sdkClientFormSchema } from '@roadmark/domain/integrations/sdk-client-form';
import { jsonListSchema } from '@roadmark/domain/integrations/webhook-form';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { sdkWebhooks } from '../webhooks/sdk-webhook.table.ts';
import { findManagedSdkClient, findSdkSubscription } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';

interface Deps {
  actor: Actor;
  db: Database;
  secretBox: SecretBox;
}

/** The API's model (spec 3 §3): ipAllowListJson is JSON text; the form's schema checks what it holds. */
const ipAllowListJson = jsonListSchema(sdkClientFormSchema.shape.ipAllowList, 'validation.jsonListInvalid');
const createInputSchema = z.object({
  id: idSchema.nullish(),
  targetId: idSchema.nullish(),
  targetType: z.literal('SubscriptionId', { message: 'validation.invalidInput' }).nullish(),
  name: sdkClientFormSchema.shape.name,
  ipAllowListJson: z
    .string()
    .nullish()
    .transform((json) => json ?? '[]')
    .pipe(ipAllowListJson),
});

/**
 * createSdkClient (spec 3 §5 "API key"): the key is always made here (ED, the client id, 42 random characters),
 * never taken from the caller, and stored sealed. The target defaults to the subscription the actor works in.
 */
export async function createSdkClient({ actor, db, secretBox }: Deps, input: unknown) {
  const model = parseInput(createInputSchema, input);
  return db.transaction(async (tx) => {
    const subscription = await findSdkSubscription(tx, actor, model.targetId ?? actor.subscriptionId);
    const id = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, sdkClients, id);
    const [client] = await tx
      .insert(sdkClients)
      .values({
        id,
        subscriptionId: subscription.id,
        name: model.name,
        apiSecretSealed: secretBox.seal(generateApiKey(id)),
        ipAllowList: model.ipAllowListJson,
      })
      .returning();
    return client!;
  });
}

const updateInputSchema = z.object({
  id: idSchema,
  name: sdkClientFormSchema.shape.name.optional(),
  ipAllowListJson: ipAllowListJson.optional(),
});

/** updateSdkClient: id plus the fields that changed; the key itself never changes. */
export async function updateSdkClient({ actor, db }: Deps, input: unknown) {
  const model = parseInput(updateInputSchema, input);
  return db.transaction(async (tx) => {
    await findManagedSdkClient(tx, actor, model.id, { forUpdate: true });
    const [client] = await tx
      .update(sdkClients)
      .set({
        ...(model.name !== undefined ? { name: model.name } : {}),
        ...(model.ipAllowListJson !== undefined ? { ipAllowList: model.ipAllowListJson } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sdkClients.id, model.id))
      .returning();
    return client!;
  });
}

/**
 * deleteSdkClient archives the key (DECISIONS "Deleting"), so it stops working at once, and archives the webhooks
 * that belong to it in the same transaction: a webhook cannot outlive its application.
 */
export async function deleteSdkClient({ actor, db }: Deps, id: unknown) {
  const clientId = parseInput(idSchema, id);
  return db.transaction(async (tx) => {
    await findManagedSdkClient(tx, actor, clientId, { forUpdate: true });
    const [client] = await tx
      .update(sdkClients)
      .set({ archived: true, updatedAt: new Date() })
      .where(eq(sdkClients.id, clientId))
      .returning();
    await tx
      .update(sdkWebhooks)
      .set({ archived: true, updatedAt: new Date() })
      .where(and(eq(sdkWebhooks.sdkClientId, clientId), eq(sdkWebhooks.archived, false)));
    return client!;
  });
}
