import type { FormErrors } from '@mantine/form';
import { loginWithTwoFactorSchema, totpCodeSchema } from '@roadmark/domain/two-factor';
import type { Translate } from '../../lib/error-messages';
import { translateDomain } from '../../lib/translate-domain';

export type TwoFactorMode = 'code' | 'recovery';

export interface LoginWithTwoFactorValues {
  code: string;
  recoveryCode: string;
}

/** The body the server takes: `{ code }` (spaces removed) or `{ recoveryCode }`, never both. */
export function loginWithTwoFactorBody(values: LoginWithTwoFactorValues, mode: TwoFactorMode) {
  return mode === 'code' ? { code: values.code.replace(/\s/g, '') } : { recoveryCode: values.recoveryCode.trim() };
}

/** The domain schemas' messages, on the field the current mode shows. */
export function validateLoginWithTwoFactor(
  values: LoginWithTwoFactorValues,
  mode: TwoFactorMode,
  t: Translate,
): FormErrors {
  const field = mode === 'code' ? 'code' : 'recoveryCode';
  const required = loginWithTwoFactorSchema.safeParse(
    mode === 'code' ? { code: values.code } : { recoveryCode: values.recoveryCode },
  );
  if (!required.success) {
    return { [field]: translateDomain(t, required.error.issues[0]?.message ?? 'validation.invalidInput') };
  }
  if (mode === 'code') {
    const format = totpCodeSchema.safeParse(values.code);
    if (!format.success)
      return { code: translateDomain(t, format.error.issues[0]?.message ?? 'validation.invalidInput') };
  }
  return {};
}
