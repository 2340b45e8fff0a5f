import type { PasswordInputProps } from '@mantine/core';
import type { PasswordRules } from '@roadmark/domain/password-rules';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../ui/form-actions/password-field';
import { passwordRulesHint } from './password-rules-hint';

interface NewPasswordFieldsProps {
  rules: PasswordRules;
  passwordLabel: string;
  confirmLabel: string;
  /** `form.getInputProps(...)` of the new password and of its confirmation. */
  passwordProps: PasswordInputProps;
  confirmProps: PasswordInputProps;
}

/** A new password with the served rules as its hint, and its confirmation (register, reset, invite, change). */
export function NewPasswordFields({
  rules,
  passwordLabel,
  confirmLabel,
  passwordProps,
  confirmProps,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={passwordLabel}
        description={passwordRulesHint(rules, (key, options) => t(key, options))}
        autoComplete="new-password"
        required
        {...passwordProps}
      />
      <PasswordField label={confirmLabel} autoComplete="new-password" required {...confirmProps} />
    </>
  );
}
