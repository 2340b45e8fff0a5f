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
  if (target.kind === 'pglite') {
    const dump = new Blob([readFileSync(target.dumpPath)]);
    return wrapPglite(await PGlite.create({ loadDataDir: dump }));
  }
  const name = `roadmark_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(target.url, `create database ${name} template ${target.template}`);
  const handle = openPostgres(withDatabase(target.url, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(target.url, name);
    },
  };
}
