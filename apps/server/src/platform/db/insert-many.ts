import { sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

/** One column of a bulk insert: its database name, its PostgreSQL type, and its values row by row. */
export interface BulkColumn {
  name: string;
  type: 'uuid' | 'text' | 'boolean' | 'integer' | 'jsonb' | 'timestamptz';
  values: readonly unknown[];
}

/**
 * Inserts many rows with one parameter per column, unnested in the database, rather than one parameter per value:
 * PostgreSQL then parses a handful of parameters instead of thousands, which makes a batch of hundreds of rows
 * several times faster (bench/imports.bench.ts). Table and column names come from code, never from input.
 */
export async function insertMany(tx: Executor, table: string, columns: readonly BulkColumn[]): Promise<void> {
  if ((columns[0]?.values.length ?? 0) === 0) return;
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    sql`, `,
  );
  await tx.execute(sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})`);
}
