import type { ListRequest } from '../../platform/list-request.ts';
import { listOwnedByName } from '../../platform/tenancy/list-by-name.ts';
import { PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export function listDriverMetrics({ actor, window, db }: ListRequest) {
  assertCanManageSafetyMetrics(actor);
  return listOwnedByName(db, driverMetrics, PROVIDER_LISTS, window);
}
