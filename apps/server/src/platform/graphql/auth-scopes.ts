import { Role } from '@roadmark/domain/roles';
import type { Actor } from '../auth/actor.ts';
import { type AppError, forbidden, notFound, twoFactorSetupRequired, unauthenticated } from '../errors.ts';
import type { GraphQLContext } from './context.ts';

/**
 * The one set of scopes a root field declares (its `authScopes`), each named after what it checks. The use case
 * behind a field still checks the record itself; the scope says who may call the field at all.
 */

/** Anyone, signed in or not. */
export const anyone = { public: true } as const;

/** Any signed-in person; the use case decides per record (a driver reaches only their own). */
export const signedIn = { signedIn: true } as const;

/** Roadmark's own staff. */
export const administration = { role: Role.Administration } as const;

/** A distributor administrator (staff hold the role too). */
export const distributorAdministration = { role: Role.DistributorAdministration } as const;

/** Whoever administers a subscription: its managers, keys and webhooks. */
export const subscriptionAdministration = { role: Role.SubscriptionAdministration } as const;

/** Whoever manages drivers (every manager role group and API keys hold it). */
export const driverManagement = { role: Role.DriverManagement } as const;

/**
 * Staff, or a distributor administrator acting for the subscriptions beneath their distributor. The keys of a scope
 * map are alternatives, and a map holds one `role` key, so the second role sits in a nested `$any`.
 */
export const administrationOrDistributorAdministration = {
  role: Role.Administration,
  $any: distributorAdministration,
} as const;

/** The context a field guarded by anything but `anyone` resolves with: the scope has made sure of the actor. */
export type SignedInContext = GraphQLContext & { actor: Actor };

/**
 * Why a caller was refused: staff who must still turn on two-factor sign-in are told so, a caller without a session
 * is unauthenticated, and a signed-in caller without the scope gets `whenSignedIn` (forbidden unless a field's use
 * case answers otherwise).
 */
export function refusal(context: GraphQLContext, whenSignedIn: () => AppError = forbidden): AppError {
  if (context.actor?.twoFactorSetupPending) return twoFactorSetupRequired();
  return context.actor ? whenSignedIn() : unauthenticated();
}

/**
 * For a field whose use case hides what the caller may not change: a signed-in caller without the scope is told
 * the record is not found, as the use case would tell them.
 */
export const refusedAsNotFound = (_parent: unknown, _args: unknown, context: GraphQLContext) =>
  refusal(context, notFound);
