import { and, asc, eq, sql } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { findSdkSubscription } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';

/** sdkClients(targetId): the subscription's live keys by name. */
export async function listSdkClients({
  actor,
  input: { targetId },
  db,
}: UseCaseCall<{ targetId: string | null | undefined }>) {
  const subscription = await findSdkSubscription(db, actor, targetId ?? actor.subscriptionId);
  return db
    .select()
    .from(sdkClients)
    .where(and(eq(sdkClients.subscriptionId, subscription.id), eq(sdkClients.archived, false)))
    .orderBy(asc(sql`lower(${sdkClients.name})`), asc(sdkClients.id));
}
