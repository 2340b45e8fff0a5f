import { idSchema } from '@roadmark/domain/ids';
import { archiveOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function deleteDriverMetric({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanManageSafetyMetrics(actor);
  const metricId = parseInput(idSchema, id);
  return db.transaction((tx) => archiveOwned(tx, driverMetrics, PROVIDER_LISTS, metricId));
}
