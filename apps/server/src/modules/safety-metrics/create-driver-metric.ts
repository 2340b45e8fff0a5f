import { createDriverMetricSchema } from '@roadmark/domain/reference-data';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { insertOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function createDriverMetric({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanManageSafetyMetrics(actor);
  const model = parseInput(createDriverMetricSchema, input);
  return db.transaction((tx) => insertOwned(tx, driverMetrics, PROVIDER_LISTS, model));
}
