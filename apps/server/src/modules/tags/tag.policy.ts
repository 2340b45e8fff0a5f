import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** Question tags are reference data kept by provider staff (docs/product/reference-data.md#tags-and-safety-metrics). */
export function canManageTags(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

export function assertCanManageTags(actor: Actor): void {
  if (!canManageTags(actor)) throw forbidden();
}
