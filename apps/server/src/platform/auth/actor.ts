import type { Role } from '@roadmark/domain/roles';
import type { SubscriptionType } from '@roadmark/domain/subscription-type';

/** Who is acting: every read and command takes one and filters by its subscription. */
export interface Actor {
  userId: string;
  subscriptionId: string;
  subscriptionType: SubscriptionType;
  roles: readonly Role[];
  roleGroupName: string;
  email: string;
}

export function actorHasRole(actor: Actor | null | undefined, role: Role): boolean {
  return !!actor?.roles.includes(role);
}
