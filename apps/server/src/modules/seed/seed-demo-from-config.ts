import type { Config } from '../../platform/config/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createFileStorage } from '../../platform/files/create-file-storage.ts';
import { type SeedDemoContentResult, seedDemoContent } from './seed-demo-content.ts';

/** The demo content stored in the configured file storage (local DATA_DIR/files or S3), like the app's uploads. */
export async function seedDemoContentFromConfig(
  db: Database,
  config: Pick<Config, 'fileStorage' | 'uploadLimits'>,
): Promise<SeedDemoContentResult> {
  const storage = createFileStorage(config.fileStorage);
  try {
    return await seedDemoContent({ db, storage, limits: config.uploadLimits });
  } finally {
    await storage.close();
  }
}

export function describeDemoSeed(result: SeedDemoContentResult): string {
  if (!result.seeded) return 'The demo content is already there, so nothing was changed.';
  return (
    `Roadmark added the demo content: the assessment "${result.assessment.name}" (${result.assessment.id}) and ` +
    `the training module "${result.trainingModule.name}" (${result.trainingModule.id}), with ${result.questions} ` +
    `questions and pages and ${result.files} media files.`
  );
}

/**
 * On start the demo is a nicety, never a reason not to start: a failure is reported and the server starts without
 * it (the next start tries again, as nothing was kept).
 */
export async function seedDemoContentOnStart(
  db: Database,
  config: Pick<Config, 'fileStorage' | 'uploadLimits'>,
): Promise<void> {
  try {
    const result = await seedDemoContentFromConfig(db, config);
    if (result.seeded) console.log(`\n  ${describeDemoSeed(result)}\n`);
  } catch (error) {
    console.error(
      'Roadmark could not add the demo content and starts without it (set SEED_DEMO_CONTENT=false to stop trying):',
      error,
    );
  }
}
