import { idSchema } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sdkWebhooks } from '../webhooks/sdk-webhook.table.ts';
import { findManagedSdkClient } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';

/**
 * deleteSdkClient archives the key (docs/product/retention.md), so it stops working at once, and archives the webhooks
 * that belong to it in the same transaction: a webhook cannot outlive its application.
 */
export async function deleteSdkClient({ actor, input: { id }, db }: UseCaseCall<{ id: unknown }>) {
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
