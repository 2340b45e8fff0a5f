import { idSchema } from '@roadmark/domain/ids';
import { findOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function getDriverMetric({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanManageSafetyMetrics(actor);
  return findOwned(db, driverMetrics, PROVIDER_LISTS, parseInput(idSchema, id));
}
