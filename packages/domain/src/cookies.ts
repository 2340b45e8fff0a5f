/**
 * Every cookie Roadmark sets, by what it is for. The server sets them by these names, and the cookie policy page
 * lists exactly these (a test holds the two together), so a new cookie cannot go unmentioned.
 */
export const COOKIES = {
  /** The signed-in session. */
  session: 'roadmark_session',
  /** A password given, waiting for the two-factor code (a few minutes). */
  twoFactorChallenge: 'roadmark_2fa',
  /** A sign-in through the organisation's OpenID Connect provider, under way. */
  externalSignIn: 'roadmark_external',
} as const;
