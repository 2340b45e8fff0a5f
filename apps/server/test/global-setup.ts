import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/platform/db/database.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one template database per run; each test file then gets its own copy: a PGlite data-directory dump,
 * or a PostgreSQL database created from the template (TEST_DATABASE_URL), which is far faster than migrating.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `roadmark_template_${process.pid}`;
    await adminQuery(url, `drop database if exists ${template}`);
    await adminQuery(url, `create database ${template}`);
    const handle = openPostgres(withDatabase(url, template), 2);
    await migrateDatabase(handle);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const client = await PGlite.create();
  await migrateDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(tmpdir(), `roadmark-test-template-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
