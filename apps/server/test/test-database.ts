import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../src/platform/db/database.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

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
      await adminQuery(target.url, `drop database if exists ${name} with (force)`);
    },
  };
}
