import { Role } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { sdkClients } from './sdk-client.table.ts';

/**
 * The API/SDK tab belongs to the manager-management role (spec 3 §6, DECISIONS roles). An API key never manages
 * keys or webhooks, whatever roles it carries, so a leaked key cannot mint itself a successor.
 */
export function canManageSdk(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.SubscriptionAdministration) && !actorHasRole(actor, Role.API);
}

/** The live subscription whose keys and webhooks the actor may manage; another tenant's is not found. */
export async function findSdkSubscription(db: Executor, actor: Actor, subscriptionId: string) {
  if (!canManageSdk(actor)) throw forbidden();
  return findVisibleSubscription(db, actor, subscriptionId);
}

/** A live key the actor may manage, locked when asked; anything else is not found. */
export async function findManagedSdkClient(db: Executor, actor: Actor, id: string, { forUpdate = false } = {}) {
  if (!canManageSdk(actor)) throw forbidden();
  const query = db
    .select()
    .from(sdkClients)
    .where(and(eq(sdkClients.id, id), eq(sdkClients.archived, false)))
    .limit(1);
  const [client] = forUpdate ? await query.for('update') : await query;
  if (!client) throw notFound();
  await findVisibleSubscription(db, actor, client.subscriptionId);
  return client;
}
