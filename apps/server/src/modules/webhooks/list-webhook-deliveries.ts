import { desc, eq } from 'drizzle-orm';
import type { ListRequest } from '../../platform/list-request.ts';
import { webhookDeliveries } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';

/** The delivery log of one webhook, newest first, one page at a time. */
export async function listWebhookDeliveries({ actor, webhookId, window, db }: ListRequest & { webhookId: string }) {
  await findManagedWebhook(db, actor, webhookId);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .offset(window.offset)
    .limit(window.limit);
}
