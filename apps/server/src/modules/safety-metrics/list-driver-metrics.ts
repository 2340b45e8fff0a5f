import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ListWindow } from '../../platform/graphql/pagination.ts';
import { listOwnedByName } from '../../platform/tenancy/list-by-name.ts';
import { PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export function listDriverMetrics({ actor, window, db }: { actor: Actor; window: ListWindow; db: Executor }) {
  assertCanManageSafetyMetrics(actor);
  return listOwnedByName(db, driverMetrics, PROVIDER_LISTS, window);
}
