import { useApolloClient } from '@apollo/client/react';
import { returnPath } from '@roadmark/domain/return-url';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { apiGet } from '../../lib/api-post';

export interface ExternalClaims {
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** What completing an external sign-in answers, plus the sign-in outcome flags every account call returns. */
export interface ExternalLoginResult {
  claims: ExternalClaims;
  isNewUser: boolean;
  loginProvider: string;
  returnUrl: string;
  succeeded: boolean;
  requiresTwoFactor: boolean;
  requiresEmailConfirmation: boolean;
}

export type ExternalLoginState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'newUser'; result: ExternalLoginResult }
  | { status: 'needsConfirmation' };

/** Signs the browser in after a sign-in elsewhere: a full page load, so nothing of the previous visitor stays. */
export function useLeaveSignedIn() {
  const client = useApolloClient();
  return async (returnUrl: string) => {
    await reloadAppAt(client, returnPath(returnUrl, window.location.origin, '/'));
  };
}

/**
 * Asks the server how the sign-in at the provider ended: signed in (leave for the return URL), a second factor
 * to give, an email to confirm, or a new person to register. Asked once, even under StrictMode's double effects,
 * because a finished sign-in spends the server's record of it.
 */
export function useExternalLogin(returnUrl: string, remoteError: string | null): ExternalLoginState {
  const navigate = useNavigate();
  const leave = useLeaveSignedIn();
  const [state, setState] = useState<ExternalLoginState>({ status: 'loading' });
  const asked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per page visit, by design
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const params = new URLSearchParams({ returnUrl: returnUrl || '/' });
    if (remoteError) params.set('remoteError', remoteError);
    apiGet<ExternalLoginResult>(`/api/account/completeExternalLogin?${params}`)
      .then(async (result) => {
        if (result.isNewUser) setState({ status: 'newUser', result });
        else if (result.requiresEmailConfirmation) setState({ status: 'needsConfirmation' });
        else if (result.requiresTwoFactor) {
          const next = new URLSearchParams({ returnUrl: result.returnUrl || '/', rememberMe: 'true' });
          await navigate(`/account/loginWithTwoFactor?${next}`, { replace: true });
        } else if (result.succeeded) await leave(result.returnUrl);
      })
      .catch((error: unknown) => setState({ status: 'failed', error }));
  }, []);

  return state;
}
