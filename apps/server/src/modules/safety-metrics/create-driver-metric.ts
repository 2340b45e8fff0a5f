import { createDriverMetricSchema } from '@roadmark/domain/reference-data';
import { insertOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function createDriverMetric({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanManageSafetyMetrics(actor);
  const model = parseInput(createDriverMetricSchema, input);
  return db.transaction((tx) => insertOwned(tx, driverMetrics, PROVIDER_LISTS, model));
}
