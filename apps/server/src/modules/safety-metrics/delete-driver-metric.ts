import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { archiveOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function deleteDriverMetric({ actor, id, db }: { actor: Actor; id: string; db: Database }) {
  assertCanManageSafetyMetrics(actor);
  const metricId = parseInput(idSchema, id);
  return db.transaction((tx) => archiveOwned(tx, driverMetrics, PROVIDER_LISTS, metricId));
}
