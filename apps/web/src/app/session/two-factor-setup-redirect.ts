/** Where staff who must still turn on two-factor sign-in are sent (REQUIRE_STAFF_TWO_FACTOR). */
export const TWO_FACTOR_SETUP_PATH = '/profile/twoFactor';

/** Pages such staff may still open: the setup itself, signing in and out, and the account links of emails. */
const OPEN_BEFORE_SETUP = [TWO_FACTOR_SETUP_PATH, '/authentication/', '/account/'];

/**
 * The server refuses such staff everything but the setup, so the app sends them there rather than show pages that
 * could only fail.
 */
export function mustGoToTwoFactorSetup(
  viewer: { twoFactorSetupRequired: boolean } | null | undefined,
  pathname: string,
): boolean {
  return !!viewer?.twoFactorSetupRequired && !OPEN_BEFORE_SETUP.some((open) => pathname.startsWith(open));
}
