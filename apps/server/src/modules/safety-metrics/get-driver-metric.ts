import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageSafetyMetrics } from './driver-metric.policy.ts';
import { driverMetrics } from './driver-metric.table.ts';

export async function getDriverMetric({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  assertCanManageSafetyMetrics(actor);
  return findOwned(db, driverMetrics, PROVIDER_LISTS, parseInput(idSchema, id));
}
