import { useApolloClient } from '@apollo/client/react';
import { returnPath } from '@roadmark/domain/return-url';
import type { Challenge } from 'altcha-lib';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { ApiProblemError, apiPost } from '../../lib/api-post';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginResult {
  succeeded: boolean;
  requiresTwoFactor: boolean;
  requiresEmailConfirmation: boolean;
  /** While PIN guessing is going on, a PIN sign-in first proves some work on this challenge. */
  requiresProofOfWork?: boolean;
  proofOfWorkChallenge?: Challenge;
  returnUrl?: string | null;
}

const couldNotCheck = () => new ApiProblemError({ status: 400, messageKey: 'errors.proofOfWorkFailed' });

/** Signs in; when the server asks for a proof of work, works it out and signs in again with it (once). */
async function postLogin(path: string, values: LoginValues, onChecking: (checking: boolean) => void) {
  const result = await apiPost<LoginResult>(path, values);
  if (!result.requiresProofOfWork || !result.proofOfWorkChallenge) return result;
  onChecking(true);
  try {
    const { solveSignInChallenge } = await import('./solve-sign-in-challenge');
    const proofOfWork = await solveSignInChallenge(result.proofOfWorkChallenge);
    if (!proofOfWork) throw couldNotCheck();
    const proven = await apiPost<LoginResult>(path, { ...values, proofOfWork });
    if (proven.requiresProofOfWork) throw couldNotCheck();
    return proven;
  } finally {
    onChecking(false);
  }
}

/**
 * A password login (docs/product/accounts.md#signing-in) ends in a full-page redirect, the two-factor page, or a
 * confirm-email notice.
 */
export function useLogin(returnUrl: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const [checkingDevice, setCheckingDevice] = useState(false);

  const login = async (values: LoginValues) => {
    setBusy(true);
    setError(undefined);
    setNeedsConfirmation(false);
    try {
      const query = returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
      const result = await postLogin(`/api/account/login${query}`, values, setCheckingDevice);
      if (result.requiresTwoFactor) {
        const params = new URLSearchParams({ returnUrl: returnUrl || '/', rememberMe: String(values.rememberMe) });
        await navigate(`/account/loginWithTwoFactor?${params}`);
      } else if (result.requiresEmailConfirmation) {
        setNeedsConfirmation(true);
      } else if (result.succeeded) {
        // Whatever a previous visitor left in the persisted cache must not show to the user signing in now.
        await reloadAppAt(client, returnPath(result.returnUrl || returnUrl, window.location.origin, '/'));
        return;
      }
    } catch (e) {
      setError(e);
    }
    setBusy(false);
  };

  return { login, busy, error, needsConfirmation, checkingDevice };
}
