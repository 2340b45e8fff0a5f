import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { type ExternalClaims, externalLoginFlows } from './external-login.table.ts';
import { deleteFlow, findFlow, flowExpiry } from './external-login-flow.ts';
import type { ExternalProviders } from './external-providers.ts';

export type CallbackOutcome = { returnUrl: string; remoteError?: string };

function pickClaims(source: Record<string, unknown>): ExternalClaims {
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
  return {
    email: text('email'),
    email_verified: source.email_verified === true,
    given_name: text('given_name'),
    family_name: text('family_name'),
    name: text('name'),
  };
}

function providerErrorText(error: unknown): string | undefined {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return error.error_description ?? error.error;
  }
  return undefined;
}

/**
 * The provider sends the browser back here with a code. The code is exchanged (checking state, nonce and the PKCE
 * verifier), the identity it proves is kept on the flow, and the browser goes on to /account/externalLogin. An
 * error from the provider travels there as `remoteError`; anything else wrong ends the flow, and the page then says
 * the external login information could not be loaded.
 */
export async function finishExternalAuthorization({
  input: request,
  db,
  providers,
  log,
}: SignedOutUseCaseCall<
  { flowToken: string | undefined; callbackUrl: URL },
  { providers: ExternalProviders; log: (error: unknown) => void }
>): Promise<CallbackOutcome> {
  const flow = await findFlow(db, request.flowToken);
  if (!flow) return { returnUrl: '/' };
  try {
    const client = await providers.client(flow.providerName);
    const tokens = await oidc.authorizationCodeGrant(client, request.callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The provider sent no ID token');
    const userInfo = client.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)
      : {};
    await db
      .update(externalLoginFlows)
      .set({
        issuer: idClaims.iss,
        subject: idClaims.sub,
        claims: pickClaims({ ...idClaims, ...userInfo }),
        expiresAt: flowExpiry(),
      })
      .where(eq(externalLoginFlows.tokenHash, flow.tokenHash));
    return { returnUrl: flow.returnUrl };
  } catch (error) {
    await deleteFlow(db, flow.tokenHash);
    const remoteError = providerErrorText(error);
    if (!remoteError) log(error);
    return { returnUrl: flow.returnUrl, ...(remoteError ? { remoteError } : {}) };
  }
}
