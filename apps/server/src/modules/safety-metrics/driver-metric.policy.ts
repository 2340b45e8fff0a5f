import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** Safety (driver) metrics are reference data kept by provider staff (spec 1 §2.6). */
export function canManageSafetyMetrics(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

export function assertCanManageSafetyMetrics(actor: Actor): void {
  if (!canManageSafetyMetrics(actor)) throw forbidden();
}
