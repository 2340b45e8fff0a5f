import type { Role } from '@roadmark/domain/roles';
import type { SubscriptionType } from '@roadmark/domain/subscription-type';

/** Who is acting: every read and command takes one and filters by its subscription. */
export interface Actor {
  userId: string;
  /** The subscription the actor works in: their own, or the one an Administration user manages. */
  subscriptionId: string;
  subscriptionType: SubscriptionType;
  /** The subscription the person's own account and profile belong to, whatever they emulate. */
  homeSubscriptionId: string;
  roles: readonly Role[];
  roleGroupName: string;
  email: string;
  /**
   * Set when staff must turn on two-factor sign-in first (REQUIRE_STAFF_TWO_FACTOR): until they do, this session may
   * only set it up, read who it is, and sign out.
   */
  twoFactorSetupPending?: boolean;
}

export function actorHasRole(actor: Actor | null | undefined, role: Role): boolean {
  return !!actor?.roles.includes(role);
}

/** The subscription an Administration user is emulating, or null when they act in their own. */
export function emulatedSubscriptionId(actor: Actor): string | null {
  return actor.subscriptionId === actor.homeSubscriptionId ? null : actor.subscriptionId;
}
