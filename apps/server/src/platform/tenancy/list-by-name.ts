import { and, asc, ilike, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import { containsPattern } from '../db/text-search.ts';
import type { ListWindow } from '../graphql/pagination.ts';
import { type Owner, ownedBy, type TenantTable } from './tenant-records.ts';

/** One page of the owner's live records, filtered by a case-insensitive name search and ordered by name. */
export async function listOwnedByName<T extends TenantTable & { name: PgColumn }>(
  db: Executor,
  table: T,
  actor: Owner,
  window: ListWindow,
): Promise<T['$inferSelect'][]> {
  const searchFilter = window.search ? ilike(table.name, containsPattern(window.search)) : undefined;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(ownedBy(table, actor), searchFilter))
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
    .offset(window.offset)
    .limit(window.limit);
  return rows as T['$inferSelect'][];
}
