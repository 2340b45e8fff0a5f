import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { twoFactorSetupRequired } from '../../platform/errors.ts';

/**
 * What a staff member who must still turn on two-factor sign-in (REQUIRE_STAFF_TWO_FACTOR) may do with their
 * session: set it up and turn it on. Signing out needs no actor, and GraphQL is let through here because it refuses
 * such a session field by field, keeping only the public ones (the viewer, which tells the app where to send them).
 */
const ALLOWED_BEFORE_SETUP = new Set(['/api/account/twoFactor/setup', '/api/account/twoFactor/enable', '/graphql']);

export function assertAllowedBeforeTwoFactorSetup(request: FastifyRequest, actor: Actor | null): void {
  if (actor?.twoFactorSetupPending && !ALLOWED_BEFORE_SETUP.has(request.routeOptions.url ?? '')) {
    throw twoFactorSetupRequired();
  }
}
