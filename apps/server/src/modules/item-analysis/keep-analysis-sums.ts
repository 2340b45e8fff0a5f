import type { Database } from '../../platform/db/database.ts';
import { type PollLoop, startPollLoop } from '../../platform/scheduler/poll-loop.ts';
import { buildWindowSums, foldPendingSessions } from './fold-pending-sessions.ts';

/** How often the worker folds finished sessions into item analysis's kept sums: an analysis never waits for it. */
const FOLD_EVERY_MS = 15_000;

/**
 * The worker's part in item analysis: folds the sessions finished since it last looked into the kept sums, then
 * builds the sums of windows new or moved since (docs/architecture/item-analysis-figures.md).
 */
export function startKeepingAnalysisSums(
  db: Database,
  logger: { error: (details: object, message: string) => void },
): PollLoop {
  return startPollLoop(
    async () => {
      await foldPendingSessions(db);
      await buildWindowSums(db);
    },
    FOLD_EVERY_MS,
    (error) => logger.error({ err: error }, 'could not fold finished sessions into the item analysis sums'),
  );
}
