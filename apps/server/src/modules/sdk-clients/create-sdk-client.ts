import { idSchema } from '@roadmark/domain/ids';
import { generateApiKey } from '@roadmark/domain/integrations/api-key';
import { sdkClientFormSchema } from '@roadmark/domain/integrations/sdk-client-form';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findSdkSubscription } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';
import { ipAllowListJson } from './sdk-client-ip-allow-list.ts';

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
 * createSdkClient (docs/product/integrations.md#api-keys): the key is always made here (ED, the client id, 42 random
 * characters), never taken from the caller, and stored sealed. The target defaults to the subscription the actor works
 * in.
 */
export async function createSdkClient({ actor, input, db, secretBox }: UseCaseCall<unknown, { secretBox: SecretBox }>) {
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
