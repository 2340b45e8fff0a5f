import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../../apps/server/src/platform/db/database.ts';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.ts';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where the numbers come from, printed with every result table. */
  description: string;
  /** The throw-away database's connection string, for server processes of its own (PostgreSQL only). */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh migrated database: in-memory PGlite, or a throw-away database on the server in BENCH_DATABASE_URL
 * (a pool of `poolSize` connections, 4 unless told; PGlite has one connection whatever).
 */
export async function openBenchDatabase(
  env = process.env,
  options: { poolSize?: number } = {},
): Promise<BenchDatabase> {
  const url = env.BENCH_DATABASE_URL;
  const database = url ? await createPostgresDatabase(url, options.poolSize ?? 4) : await createPgliteDatabase();
  try {
    await migrateDatabase(database.handle);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function createPgliteDatabase(): Promise<BenchDatabase> {
  const handle = wrapPglite(await PGlite.create());
  return { handle, description: 'PGlite (in memory)', close: () => handle.close() };
}

async function createPostgresDatabase(url: string, poolSize: number): Promise<BenchDatabase> {
  const name = `roadmark_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const [version] = await adminQuery(url, 'show server_version');
  const handle = openPostgres(withDatabase(url, name), poolSize);
  return {
    handle,
    url: withDatabase(url, name),
    description: `PostgreSQL ${version?.server_version ?? '?'} (${new URL(url).host}, database ${name})`,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the database the URL names, since the bench database does not exist yet (or is going). */
async function adminQuery(url: string, statement: string): Promise<Record<string, string>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}
