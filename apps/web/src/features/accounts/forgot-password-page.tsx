import { Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema } from '@roadmark/domain/account-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { accountFormValidate } from './account-form-validate';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { useAccountSubmit } from './use-account-submit';

interface ForgotPasswordValues {
  email: string;
}

/** /account/forgotPassword: emails a reset link to a confirmed account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);

  return (
    <AccountPageLayout title={t('forgotPassword.title')} heading={t('forgotPassword.heading')}>
      {sent ? (
        <AccountNotice kind="email">{t('forgotPassword.sent')}</AccountNotice>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </Paper>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/account/login">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      </Text>
    </AccountPageLayout>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<ForgotPasswordValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: accountFormValidate(forgotPasswordSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async ({ email }) => {
    await apiPost('/api/account/sendPasswordResetEmail', { email: email.trim() });
    onSent();
    return undefined;
  });

  return (
    <Stack gap="md">
      <Text size="sm">{t('forgotPassword.intro')}</Text>
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <SubmitButton busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
