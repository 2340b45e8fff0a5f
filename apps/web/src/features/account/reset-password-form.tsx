import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordSchema } from '@roadmark/domain/account-forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { accountFormValidate } from './account-form-validate';
import { passwordRulesHint } from './password-rules-hint';
import { useAccountSubmit } from './use-account-submit';
import type { EmailLink } from './use-email-link';
import { usePasswordRules } from './use-password-rules';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  link: EmailLink;
  onReset: () => void;
}

export function ResetPasswordForm({ link, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const rules = usePasswordRules();
  const schema = useMemo(() => resetPasswordSchema(rules), [rules]);
  const form = useForm<ResetPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    // The link's userId and code are checked by the page before this form shows.
    validate: (values) => accountFormValidate(schema, translate)({ ...values, userId: link.userId, code: link.code }),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    await apiPost('/api/account/resetPassword', { userId: link.userId, code: link.code, ...values });
    onReset();
    return undefined;
  });

  // aria-invalid on the PasswordInputs: Mantine links their error text but does not mark them invalid.
  return (
    <Stack gap="md">
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('fields.newPassword')}
            description={passwordRulesHint(rules, translate)}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            aria-invalid={!!form.errors.password}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
            aria-invalid={!!form.errors.confirmPassword}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} loaderProps={{ type: 'dots' }}>
              {busy ? t('resetPassword.submitting') : t('resetPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
