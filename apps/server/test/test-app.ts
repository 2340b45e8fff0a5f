import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { seedFoundation } from '../src/modules/seed/seed-foundation.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import type { Database, DatabaseHandle } from '../src/platform/db/database.ts';
import { createTestDatabase, createTestDatabasePair } from './test-database.ts';

export const TEST_ADMIN = { email: 'admin@roadmark.test', password: 'Admin-pass-1' };

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/roadmark-unused',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...overrides,
  });
}

/** Builds the real app on a private seeded database for the test file; closed after the file's tests. */
export function useTestApp(overrides: Record<string, string> = {}, deps: Pick<AppDeps, 'logDestination'> = {}) {
  const context = {} as { app: TestApp; db: Database; database: DatabaseHandle };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    await seedFoundation(context.db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      announceGeneratedPassword: () => {},
    });
    context.app = await buildApp({ config: testConfig(overrides), database: context.database, ...deps });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * Two apps on one private seeded database, as two server processes behind a load balancer: on PostgreSQL each has
 * its own connection pool (see createTestDatabasePair). Both get the same configuration.
 */
export function useTwoTestApps(overrides: Record<string, string> = {}) {
  const context = {} as { first: TestApp; second: TestApp; db: Database; database: DatabaseHandle };
  let secondDatabase: DatabaseHandle | undefined;
  beforeAll(async () => {
    const pair = await createTestDatabasePair();
    context.database = pair.first;
    secondDatabase = pair.second;
    context.db = pair.first.db;
    await seedFoundation(context.db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      announceGeneratedPassword: () => {},
    });
    context.first = await buildApp({ config: testConfig(overrides), database: pair.first });
    context.second = await buildApp({ config: testConfig(overrides), database: pair.second });
  });
  afterAll(async () => {
    await context.second?.close();
    await context.first?.close();
    if (secondDatabase !== context.database) await secondDatabase?.close();
    await context.database?.close();
  });
  return context;
}
