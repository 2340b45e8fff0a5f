import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { webhookDeliveryAttempts } from './sdk-webhook.table.ts';

/** The attempts of a page of deliveries, in one query, grouped by delivery. */
export async function attemptsOfDeliveries(db: Executor, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return new Map<string, (typeof webhookDeliveryAttempts.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookDeliveryAttempts.attempt));
  const byDelivery = new Map<string, (typeof webhookDeliveryAttempts.$inferSelect)[]>();
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}
