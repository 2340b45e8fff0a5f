import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** Content is the provider's: only Roadmark staff author it (docs/product/roles.md#areas-and-the-roles-they-need). */
export function canAuthorContent(actor: Actor | null): boolean {
  return actorHasRole(actor, Role.Administration);
}

export function assertCanAuthorContent(actor: Actor): void {
  if (!canAuthorContent(actor)) throw forbidden();
}
