import { Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { linkWithNewPasswordSchema } from '@roadmark/domain/account-forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from './account-form-validate';
import { NewPasswordFields } from './new-password-fields';
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
  /** Another emailed link that ends in a new password (taking back an email change) posts elsewhere. */
  action?: { url: string; label: string; busyLabel: string };
}

/** A new password for the account of an emailed link, posted with the link's userId and code. */
export function ResetPasswordForm({ link, onReset, action }: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const rules = usePasswordRules();
  const schema = useMemo(() => linkWithNewPasswordSchema(rules), [rules]);
  const form = useForm<ResetPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    // The link's userId and code are checked by the page before this form shows.
    validate: (values) => accountFormValidate(schema, translate)({ ...values, userId: link.userId, code: link.code }),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    await apiPost(action?.url ?? '/api/account/resetPassword', { userId: link.userId, code: link.code, ...values });
    onReset();
    return undefined;
  });

  return (
    <Stack gap="md">
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            rules={rules}
            passwordLabel={t('fields.newPassword')}
            confirmLabel={t('fields.confirmPassword')}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <SubmitButton
              busy={busy}
              label={action?.label ?? t('resetPassword.submit')}
              busyLabel={action?.busyLabel ?? t('resetPassword.submitting')}
            />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
