import { type SQL, sql } from 'drizzle-orm';

/**
 * Ids as the list of an `in (...)` in a raw query, each bound as a parameter. An empty list gives `null`, which
 * matches nothing, so `in (${uuidList([])})` stays valid SQL.
 */
export function uuidList(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`null`;
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}
