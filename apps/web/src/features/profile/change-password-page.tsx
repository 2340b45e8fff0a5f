import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema } from '@roadmark/domain/account-forms';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { accountFormValidate } from '../account/account-form-validate';
import { AccountNotice } from '../account/account-notice';
import { passwordRulesHint } from '../account/password-rules-hint';
import { useAccountSubmit } from '../account/use-account-submit';
import { usePasswordRules } from '../account/use-password-rules';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /profile/changePassword (spec 1 §2.3, §5): the current password, then the new one twice. */
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

  // aria-invalid on the PasswordInputs: Mantine links their error text but does not mark them invalid.
  return (
    <Stack gap="md" maw={420}>
      {changed && <AccountNotice kind="success">{t('changePassword.done')}</AccountNotice>}
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('changePassword.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
            aria-invalid={!!form.errors.currentPassword}
          />
          <PasswordInput
            label={t('changePassword.newPassword')}
            description={passwordRulesHint(rules, translate)}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
            aria-invalid={!!form.errors.newPassword}
          />
          <PasswordInput
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
            aria-invalid={!!form.errors.confirmPassword}
          />
          <Group>
            <Button type="submit" loading={busy} loaderProps={{ type: 'dots' }}>
              {busy ? t('changePassword.submitting') : t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
