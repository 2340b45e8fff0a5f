import type { Actor } from '../../platform/auth/actor.ts';

/** For now a person reads and edits only their own profile; user management widens this for managers. */
export function canEditProfile(actor: Actor | null, profile: { userId: string }): boolean {
  return !!actor && actor.userId === profile.userId;
}
