import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';

/** Whose records a tenant read or write is about: the actor's subscription, or the provider's own lists. */
export type Owner = Pick<Actor, 'subscriptionId'>;

/**
 * Question tags and safety metrics are the provider's own lists: staff keep them there whichever subscription they
 * are managing, and every subscription's content and dashboards use them.
 */
export const PROVIDER_LISTS: Owner = { subscriptionId: PROVIDER_SUBSCRIPTION_ID };

/** A table whose rows belong to one subscription and are archived rather than deleted. */
export type TenantTable = PgTable & { id: PgColumn; subscriptionId: PgColumn; archived: PgColumn };

/** The live rows the actor's subscription owns: every tenant read goes through this filter. */
export function ownedBy(table: TenantTable, actor: Owner) {
  return and(eq(table.subscriptionId, actor.subscriptionId), eq(table.archived, false));
}

/** Loads a live record of the actor's subscription; anything else (another tenant's, archived, unknown) is not found. */
export async function findOwned<T extends TenantTable>(tx: Executor, table: T, actor: Owner, id: string) {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ownedBy(table, actor)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/** Locks the row for the rest of the transaction, so concurrent updates of one record apply one after another. */
export async function lockOwned<T extends TenantTable>(tx: Executor, table: T, actor: Owner, id: string) {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ownedBy(table, actor)))
    .limit(1)
    .for('update');
  const row = rows[0];
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/**
 * A client-chosen id is accepted only when no record of any tenant has it (docs/architecture/data.md#tenant-columns).
 */
export async function assertIdUnused(tx: Executor, table: TenantTable, id: string): Promise<void> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  if (rows.length > 0) throw new AppError('CONFLICT', 'errors.idInUse', { fields: [] });
}

/** Updates one live record of the actor's subscription, locking it first; the tenant itself never changes. */
export async function updateOwned<T extends TenantTable>(
  tx: Executor,
  table: T,
  actor: Owner,
  id: string,
  changes: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  await lockOwned(tx, table, actor, id);
  const { subscriptionId: _ignored, id: _id, ...safeChanges } = changes as Record<string, unknown>;
  const rows = await tx
    .update(table as PgTable)
    .set({ ...safeChanges, updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning();
  return rows[0] as T['$inferSelect'];
}

/** Deleting archives: the record leaves lists and pickers while the history that points at it stays intact. */
export function archiveOwned<T extends TenantTable>(tx: Executor, table: T, actor: Owner, id: string) {
  return updateOwned(tx, table, actor, id, { archived: true } as Partial<T['$inferInsert']>);
}

/** Inserts a record into the actor's subscription under a client-chosen id (checked unused) or a new one. */
export async function insertOwned<T extends TenantTable>(
  tx: Executor,
  table: T,
  actor: Owner,
  values: Omit<T['$inferInsert'], 'id' | 'subscriptionId'> & { id?: string | undefined },
): Promise<T['$inferSelect']> {
  const id = values.id ?? crypto.randomUUID();
  await assertIdUnused(tx, table, id);
  const rows = await tx
    .insert(table as PgTable)
    .values({ ...values, id, subscriptionId: actor.subscriptionId } as never)
    .returning();
  return rows[0] as T['$inferSelect'];
}
