import { updateDriverMetricSchema } from '@roadmark/domain/reference-data';
import { PROVIDER_LISTS, updateOwned } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function updateDriverMetric({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanManageSafetyMetrics(actor);
  const { id, ...changes } = parseInput(updateDriverMetricSchema, input);
  return db.transaction((tx) => updateOwned(tx, driverMetrics, PROVIDER_LISTS, id, changes));
}
