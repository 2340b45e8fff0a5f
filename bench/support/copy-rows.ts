import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';

/** One COPY: the table with its column list, and the rows as CSV text (no header). */
export interface CopyInput {
  table: string;
  columns: string[];
  csv: string;
}

function copyStatement(input: CopyInput, source: string): string {
  return `copy ${input.table} (${input.columns.join(', ')}) from ${source} with (format csv)`;
}

/**
 * PostgreSQL COPY of the given tables in one transaction: the fastest way PostgreSQL takes rows, and the yardstick
 * the import's write throughput is compared with. On PGlite the CSV goes in as a blob; on a server, over COPY FROM
 * STDIN.
 */
export async function copyRows(database: DatabaseHandle, inputs: CopyInput[]): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    await lite.transaction(async (tx) => {
      for (const input of inputs) {
        await tx.query(copyStatement(input, "'/dev/blob'"), [], { blob: new Blob([input.csv]) });
      }
    });
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query('begin');
    for (const input of inputs) {
      const stream = connection.query(copyFrom(copyStatement(input, 'stdin')));
      await new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve);
        stream.on('error', reject);
        stream.end(input.csv);
      });
    }
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/** A CSV field: quoted when it holds a comma, quote or line break; null as an empty unquoted field. */
export function csvField(value: string | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
