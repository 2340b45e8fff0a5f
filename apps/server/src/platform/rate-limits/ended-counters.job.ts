import type { Database } from '../db/database.ts';
import type { DailyJob } from '../scheduler/daily-job.ts';
import { deleteEndedCounters } from './count-hit.ts';

/** Once a day, removes the rate-limit counters whose window has ended, so the table holds only live ones. */
export function endedCountersJob(db: Database): DailyJob {
  return {
    name: 'rate-limit-counters-sweep',
    hourUtc: 3,
    run: async () => ({ deleted: await deleteEndedCounters(db) }),
  };
}
