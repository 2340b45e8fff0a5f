import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** Question tags are reference data kept by provider staff (spec 1 §2.6). */
export function canManageTags(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

export function assertCanManageTags(actor: Actor): void {
  if (!canManageTags(actor)) throw forbidden();
}
