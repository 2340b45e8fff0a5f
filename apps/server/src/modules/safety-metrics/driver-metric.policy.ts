import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * Safety (driver) metrics are reference data kept by provider staff
 * (docs/product/reference-data.md#tags-and-safety-metrics).
 */
export function canManageSafetyMetrics(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

export function assertCanManageSafetyMetrics(actor: Actor): void {
  if (!canManageSafetyMetrics(actor)) throw forbidden();
}
