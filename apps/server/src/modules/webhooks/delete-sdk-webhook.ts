import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';

/** deleteSdkWebhook archives it (docs/product/retention.md); deliveries not yet sent are dropped by the sender. */
export async function deleteSdkWebhook({ actor, input: { id }, db }: UseCaseCall<{ id: unknown }>) {
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
