import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { TenantTable } from '../../platform/tenancy/tenant-records.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { sdkClients } from './sdk-client.table.ts';

/**
 * The API/SDK tab belongs to the manager-management role (docs/product/roles.md#areas-and-the-roles-they-need). An API
 * key never manages keys or webhooks, whatever roles it carries, so a leaked key cannot mint itself a successor.
 */
export function canManageSdk(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.SubscriptionAdministration) && !actorHasRole(actor, Role.API);
}

/** The live subscription whose keys and webhooks the actor may manage; another tenant's is not found. */
export async function findSdkSubscription(db: Executor, actor: Actor, subscriptionId: string) {
  if (!canManageSdk(actor)) throw forbidden();
  return findVisibleSubscription(db, actor, subscriptionId);
}

/**
 * A live key or webhook the actor may manage, locked when asked: its subscription must be one the actor sees
 * (`visibleSubscriptions`); anything else, another tenant's included, is not found.
 */
export async function findManagedSdkRecord<T extends TenantTable>(
  db: Executor,
  actor: Actor,
  table: T,
  id: string,
  { forUpdate = false } = {},
): Promise<T['$inferSelect']> {
  if (!canManageSdk(actor)) throw forbidden();
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.archived, false)))
    .limit(1);
  const [record] = (forUpdate ? await query.for('update') : await query) as T['$inferSelect'][];
  if (!record) throw notFound();
  await findVisibleSubscription(db, actor, (record as { subscriptionId: string }).subscriptionId);
  return record;
}

export function findManagedSdkClient(db: Executor, actor: Actor, id: string, options: { forUpdate?: boolean } = {}) {
  return findManagedSdkRecord(db, actor, sdkClients, id, options);
}
