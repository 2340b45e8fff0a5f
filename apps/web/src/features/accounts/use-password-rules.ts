import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '@roadmark/domain/password-rules';
import { useEffect, useState } from 'react';

export const PASSWORD_RULES_PATH = '/api/account/passwordRules';

/** The rules the server enforces, so the form checks the same; the defaults until they arrive or if they fail. */
export function usePasswordRules(): PasswordRules {
  const [rules, setRules] = useState<PasswordRules>(DEFAULT_PASSWORD_RULES);
  useEffect(() => {
    const controller = new AbortController();
    fetchPasswordRules(controller.signal)
      .then((served) => {
        if (served) setRules(served);
      })
      .catch(() => {
        // The server checks the password again, so the defaults are a safe fallback.
      });
    return () => controller.abort();
  }, []);
  return rules;
}

async function fetchPasswordRules(signal: AbortSignal): Promise<PasswordRules | undefined> {
  const response = await fetch(PASSWORD_RULES_PATH, { credentials: 'same-origin', signal });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  return isPasswordRules(body) ? body : undefined;
}

function isPasswordRules(value: unknown): value is PasswordRules {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<keyof PasswordRules, unknown>;
  return (
    typeof v.requiredLength === 'number' &&
    typeof v.requiredUniqueChars === 'number' &&
    typeof v.requireDigit === 'boolean' &&
    typeof v.requireLowercase === 'boolean' &&
    typeof v.requireUppercase === 'boolean' &&
    typeof v.requireNonAlphanumeric === 'boolean'
  );
}
