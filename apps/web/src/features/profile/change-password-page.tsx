import { Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema } from '@roadmark/domain/account-forms';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { accountFormValidate } from '../accounts/account-form-validate';
import { AccountNotice } from '../accounts/account-notice';
import { NewPasswordFields } from '../accounts/new-password-fields';
import { useAccountSubmit } from '../accounts/use-account-submit';
import { usePasswordRules } from '../accounts/use-password-rules';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /profile/changePassword: the current password, then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  usePageTitle(t('changePassword.title'));
  const rules = usePasswordRules();
  const schema = useMemo(() => changePasswordSchema(rules), [rules]);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: accountFormValidate(schema, translate),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    setChanged(false);
    // The server ends every other session of the account; this one stays.
    await apiPost('/api/account/changePassword', values);
    form.reset();
    setChanged(true);
    return undefined;
  });

  return (
    <Stack gap="md" maw={420}>
      {changed && <AccountNotice kind="success">{t('changePassword.done')}</AccountNotice>}
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('changePassword.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            rules={rules}
            passwordLabel={t('changePassword.newPassword')}
            confirmLabel={t('changePassword.confirmPassword')}
            passwordProps={form.getInputProps('newPassword')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <Group>
            <SubmitButton busy={busy} label={t('changePassword.submit')} busyLabel={t('changePassword.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
