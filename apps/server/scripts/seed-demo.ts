// `npm run seed:demo`: adds the demo assessment and training module to the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR) and file storage, whatever SEED_DEMO_CONTENT says. With the embedded database, stop
// the server first: only one process can open it.
import { describeDemoSeed, seedDemoContentFromConfig } from '../src/modules/seed/seed-demo-from-config.ts';
import { seedFoundation } from '../src/modules/seed/seed-foundation.ts';
import { ConfigError, loadConfig } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';

async function seedDemo() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    await database.withStartupLock(async () => {
      // A database that has never been started gets what a first start would give it, the administrator included.
      await migrateDatabase(database);
      await seedFoundation(database.db, {
        adminEmail: config.ADMIN_EMAIL,
        adminPassword: config.ADMIN_PASSWORD,
        announceGeneratedPassword: (email, password) => {
          console.log(`Roadmark created the administrator ${email} with the password ${password} (shown only once).`);
        },
      });
      const where = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
      console.log(`Seeding the demo content into ${where}...`);
      console.log(describeDemoSeed(await seedDemoContentFromConfig(database.db, config)));
    });
  } finally {
    await database.close();
  }
}

seedDemo().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
