import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { type ExternalClaims, externalLogins } from './external-login.table.ts';
import { deleteFlow, findFlow } from './external-login-flow.ts';
import type { ExternalProviders } from './external-providers.ts';
import { createSession, type SessionLifetime } from './session-store.ts';
import { createTwoFactorChallenge } from './two-factor-login.ts';
import { users } from './user.table.ts';

/**
 * External sign-ins keep people signed in like the login form's default (rememberMe on,
 * docs/product/accounts.md#signing-in).
 */
export const EXTERNAL_REMEMBER_ME = true;

export type ExternalLoginOutcome =
  | { kind: 'newUser'; claims: ExternalClaims; providerName: string; returnUrl: string }
  | { kind: 'signedIn'; token: string; expiresAt: Date; rememberMe: boolean; providerName: string; returnUrl: string }
  | { kind: 'requiresTwoFactor'; challengeToken: string; providerName: string; returnUrl: string }
  | { kind: 'requiresEmailConfirmation'; providerName: string; returnUrl: string };

const loadFailed = () => new AppError('UNAUTHENTICATED', 'errors.externalLoginInfo');

/**
 * /account/externalLogin (docs/product/accounts.md#other-providers): a person the provider vouched for is signed in
 * when their identity is linked to an account (with the same lockout, confirmation and two-factor rules as a password
 * sign-in); otherwise they are new, and the claims prefill the registration form.
 */
export async function completeExternalLogin({
  input: request,
  db,
  providers,
  lifetime,
  client,
}: SignedOutUseCaseCall<
  { flowToken: string | undefined; remoteError: string | undefined },
  { providers: ExternalProviders; lifetime: SessionLifetime; client: { userAgent?: string; ipAddress?: string } }
>): Promise<ExternalLoginOutcome> {
  if (request.remoteError) {
    throw new AppError('UNAUTHENTICATED', 'errors.externalProviderError', {
      params: { detail: request.remoteError.slice(0, 300) },
    });
  }
  const flow = await findFlow(db, request.flowToken);
  if (!flow?.issuer || !flow.subject) throw loadFailed();
  const common = { providerName: providers.displayNameOf(flow.providerName), returnUrl: flow.returnUrl };
  const [linked] = await db
    .select({ user: users })
    .from(externalLogins)
    .innerJoin(users, eq(users.id, externalLogins.userId))
    .where(and(eq(externalLogins.issuer, flow.issuer), eq(externalLogins.subject, flow.subject)));
  if (!linked) return { kind: 'newUser', claims: flow.claims ?? {}, ...common };

  const { user } = linked;
  if (user.archived) throw new AppError('FORBIDDEN', 'errors.notAllowed');
  if (user.lockoutEnd && user.lockoutEnd > new Date()) throw new AppError('FORBIDDEN', 'errors.lockedOut');
  await deleteFlow(db, flow.tokenHash);
  if (!user.emailConfirmed) return { kind: 'requiresEmailConfirmation', ...common };
  if (user.twoFactorEnabled) {
    const challengeToken = await createTwoFactorChallenge(db, user.id, EXTERNAL_REMEMBER_ME);
    return { kind: 'requiresTwoFactor', challengeToken, ...common };
  }
  const session = await createSession(db, { userId: user.id, rememberMe: EXTERNAL_REMEMBER_ME, ...client }, lifetime);
  return { kind: 'signedIn', ...session, rememberMe: EXTERNAL_REMEMBER_ME, ...common };
}
