import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../src/platform/db/database.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

/**
 * Drops a test database. An autovacuum worker (a superuser's process) on it makes `with (force)` fail for our role
 * for a moment, so the drop is tried a few times; a database left behind is dropped with the cluster in CI.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (attempt >= 5) {
        console.warn(`Could not drop the test database ${name}:`, error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** A private, migrated database for one test file: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') return openPgliteCopy(target.dumpPath);
  const { url, close } = await createPostgresCopy(target);
  const handle = openPostgres(url, 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await close();
    },
  };
}

async function openPgliteCopy(dumpPath: string): Promise<DatabaseHandle> {
  const dump = new Blob([readFileSync(dumpPath)]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

/** A database created from the migrated template; `close` drops it. */
async function createPostgresCopy(target: { url: string; template: string }) {
  const name = `roadmark_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(target.url, `create database ${name} template ${target.template}`);
  return { url: withDatabase(target.url, name), close: () => dropDatabase(target.url, name) };
}

/**
 * A private database opened as two server processes open it: on PostgreSQL, two connection pools of their own, so
 * nothing the two share but the database; on PGlite, which only one process can open, the same handle twice. Closing
 * the first closes both (and drops a PostgreSQL database).
 */
export async function createTestDatabasePair(): Promise<{ first: DatabaseHandle; second: DatabaseHandle }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const handle = await openPgliteCopy(target.dumpPath);
    return { first: handle, second: handle };
  }
  const copy = await createPostgresCopy(target);
  const first = openPostgres(copy.url, 4);
  const second = openPostgres(copy.url, 4);
  let secondOpen = true;
  return {
    first: {
      ...first,
      close: async () => {
        if (secondOpen) await second.close();
        secondOpen = false;
        await first.close();
        await copy.close();
      },
    },
    second: {
      ...second,
      close: async () => {
        if (secondOpen) await second.close();
        secondOpen = false;
      },
    },
  };
}
