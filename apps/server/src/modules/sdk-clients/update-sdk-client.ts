import { idSchema } from '@roadmark/domain/ids';
import { sdkClientFormSchema } from '@roadmark/domain/integrations/sdk-client-form';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findManagedSdkClient } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';
import { ipAllowListJson } from './sdk-client-ip-allow-list.ts';

const updateInputSchema = z.object({
  id: idSchema,
  name: sdkClientFormSchema.shape.name.optional(),
  ipAllowListJson: ipAllowListJson.optional(),
});

/** updateSdkClient: id plus the fields that changed; the key itself never changes. */
export async function updateSdkClient({ actor, input, db }: UseCaseCall<unknown>) {
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
