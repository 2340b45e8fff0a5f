import { useApolloClient } from '@apollo/client/react';
import { returnPath } from '@roadmark/domain/return-url';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reloadAppAt } from '../../app/session/reload-app-at';
import { apiPost } from '../../lib/api-post';
import type { SendOutcome } from './use-account-submit';
import { withReturnUrl } from './with-return-url';

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

interface RegisterResult {
  userId: string;
  requiresEmailConfirmation: boolean;
  requiresTwoFactor: boolean;
  succeeded: boolean;
  returnUrl?: string | null;
}

/** Registering: the server creates the account and profile and emails the link; then a notice, 2FA or returnUrl. */
export function useRegister(returnUrl: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [needsConfirmation, setNeedsConfirmation] = useState(false);

  const register = async (values: RegisterValues): Promise<SendOutcome> => {
    const body = {
      ...values,
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    };
    const result = await apiPost<RegisterResult>(withReturnUrl('/api/account/register', returnUrl), body);
    if (result.requiresEmailConfirmation) {
      setNeedsConfirmation(true);
    } else if (result.requiresTwoFactor) {
      const params = new URLSearchParams({ returnUrl: returnUrl || '/', rememberMe: 'false' });
      await navigate(`/account/loginWithTwoFactor?${params}`);
    } else if (result.succeeded) {
      // As on sign-in: a previous visitor's persisted cache must not show to the new user.
      await reloadAppAt(client, returnPath(result.returnUrl || returnUrl, window.location.origin, '/'));
      return 'leaving';
    }
    return undefined;
  };

  return { register, needsConfirmation };
}
