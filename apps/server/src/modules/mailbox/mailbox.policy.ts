import { Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/** Kept mail may hold anyone's sign-in links, so only provider staff read it. */
export function assertCanReadMailbox(actor: Actor): void {
  if (!actorHasRole(actor, Role.Administration)) throw forbidden();
}
