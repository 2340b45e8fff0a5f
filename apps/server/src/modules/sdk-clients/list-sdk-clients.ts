import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findManagedSdkClient, findSdkSubscription } from './sdk-client.policy.ts';
import { sdkClients } from './sdk-client.table.ts';

/** sdkClients(targetId): the subscription's live keys by name. */
export async function listSdkClients(db: Executor, actor: Actor, targetId: string | null | undefined) {
  const subscription = await findSdkSubscription(db, actor, targetId ?? actor.subscriptionId);
  return db
    .select()
    .from(sdkClients)
    .where(and(eq(sdkClients.subscriptionId, subscription.id), eq(sdkClients.archived, false)))
    .orderBy(asc(sql`lower(${sdkClients.name})`), asc(sdkClients.id));
}

export function getSdkClient(db: Executor, actor: Actor, id: string) {
  return findManagedSdkClient(db, actor, id);
}
