import { useApolloClient } from '@apollo/client/react';
import { returnPath } from '@roadmark/domain/return-url';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { purgePersistedCache } from '../../app/persist-cache';
import { announceSessionChange } from '../../app/session/session-signals';
import { apiPost } from '../../lib/api-post';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginResult {
  succeeded: boolean;
  requiresTwoFactor: boolean;
  requiresEmailConfirmation: boolean;
  returnUrl?: string | null;
}

/** Spec 1 §4.1: a password login ends in a full-page redirect, the two-factor page, or a confirm-email notice. */
export function useLogin(returnUrl: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [needsConfirmation, setNeedsConfirmation] = useState(false);

  const login = async (values: LoginValues) => {
    setBusy(true);
    setError(undefined);
    setNeedsConfirmation(false);
    try {
      const query = returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
      const result = await apiPost<LoginResult>(`/api/account/login${query}`, values);
      if (result.requiresTwoFactor) {
        const params = new URLSearchParams({ returnUrl: returnUrl || '/', rememberMe: String(values.rememberMe) });
        await navigate(`/account/loginWithTwoFactor?${params}`);
      } else if (result.requiresEmailConfirmation) {
        setNeedsConfirmation(true);
      } else if (result.succeeded) {
        // Whatever a previous visitor left in the persisted cache must not show to the user signing in now.
        await purgePersistedCache(client);
        announceSessionChange();
        window.location.assign(returnPath(result.returnUrl || returnUrl, window.location.origin, '/'));
        return;
      }
    } catch (e) {
      setError(e);
    }
    setBusy(false);
  };

  return { login, busy, error, needsConfirmation };
}
