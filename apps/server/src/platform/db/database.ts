import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** How the connection pool is used, for the metrics; null for the embedded database, which has one connection. */
  poolStats(): PoolStats | null;
  /** Runs fn while holding a cluster-wide lock, so concurrent server starts migrate and seed one at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: listens to a NOTIFY channel of a database that no other process writes to, where a notification
   * reaches the listener before the statement (or the commit) that sent it returns. A cache kept up to date this way
   * is never stale. PostgreSQL has no such listener: other processes write to it, and their notifications arrive
   * after their commits, so a cache there could be stale for a moment. Answers how to stop listening.
   */
  listenInProcess?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

const STARTUP_LOCK_KEY = 72_616_010;
export const DRIZZLE_CASING = 'snake_case' as const;

/**
 * What a pool does with a connection that fails while idle (the server restarted, the network dropped it, an
 * administrator ended it): the pool has already dropped it and opens another when needed, so it is only reported.
 * Without a listener, Node would treat the pool's `error` event as uncaught and stop the whole process.
 */
function reportIdleConnectionFailure(error: Error): void {
  console.warn(`A PostgreSQL connection failed while idle and was replaced: ${error.message}`);
}

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onIdleConnectionFailure: (error: Error) => void = reportIdleConnectionFailure,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', onIdleConnectionFailure);
  const db = drizzleNodePg({ client: pool, casing: DRIZZLE_CASING }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, casing: DRIZZLE_CASING }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    poolStats: () => null,
    // PGlite is single-connection and in-process: nothing else can run concurrently.
    withStartupLock: (fn) => fn(),
    // PGlite queues the listener as a microtask while it reads the statement's results, so it runs before the code
    // awaiting that statement goes on.
    listenInProcess: async (channel, listener) => {
      const unlisten = await client.listen(channel, listener);
      return () => unlisten();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return wrapPglite(client);
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
}
