import * as oidc from 'openid-client';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { externalLoginFlows } from './external-login.table.ts';
import { deleteExpiredFlows, flowExpiry, newFlowToken } from './external-login-flow.ts';
import type { ExternalProviders } from './external-providers.ts';

/**
 * Begins an authorization-code sign-in with PKCE, state and nonce. The secrets stay in the database; the browser
 * holds only a random cookie naming them, and is sent to the provider.
 */
export async function startExternalLogin({
  input: request,
  db,
  providers,
}: SignedOutUseCaseCall<{ providerName: string; returnUrl: string }, { providers: ExternalProviders }>): Promise<{
  flowToken: string;
  authorizationUrl: URL;
}> {
  const client = await providers.client(request.providerName);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const { token, tokenHash } = newFlowToken();
  await deleteExpiredFlows(db);
  await db.insert(externalLoginFlows).values({
    tokenHash,
    providerName: request.providerName,
    state,
    nonce,
    codeVerifier,
    returnUrl: request.returnUrl,
    expiresAt: flowExpiry(),
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(client, {
    redirect_uri: providers.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { flowToken: token, authorizationUrl };
}
