import { useQuery } from '@apollo/client/react';
import { Alert, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeEmailSchema } from '@roadmark/domain/account-forms';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/page-loader';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { PasswordField } from '../../ui/form-actions/password-field';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { accountFormValidate } from '../accounts/account-form-validate';
import { AccountNotice } from '../accounts/account-notice';
import { useAccountSubmit } from '../accounts/use-account-submit';
import { ProfileViewerQuery } from './graphql/profile-operations';

/**
 * /profile/changeEmail: the old address stays in use until the new one is confirmed by link. The
 * password (and the authenticator code, when two-factor sign-in is on) is asked for again, so a browser left signed
 * in cannot give the account away.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('changeEmail.title'));
  const { data, error, refetch } = useQuery(ProfileViewerQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;

  if (!viewer) return error ? <ErrorAlert errors={[error]} /> : <PageLoader />;
  return (
    <ChangeEmailForm
      email={viewer.email}
      pendingEmail={viewer.pendingEmail}
      twoFactorEnabled={viewer.twoFactorEnabled}
      onSent={async () => {
        await refetch();
      }}
    />
  );
}

interface ChangeEmailFormProps {
  email: string;
  pendingEmail: string | null;
  twoFactorEnabled: boolean;
  onSent: () => Promise<void>;
}

interface ChangeEmailValues {
  newEmail: string;
  currentPassword: string;
  twoFactorCode: string;
}

function ChangeEmailForm({ email, pendingEmail, twoFactorEnabled, onSent }: ChangeEmailFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => changeEmailSchema(email, { twoFactorEnabled }), [email, twoFactorEnabled]);
  const [sent, setSent] = useState(false);
  const form = useForm<ChangeEmailValues>({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '', twoFactorCode: '' },
    validate: accountFormValidate(schema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  const { onSubmit, busy, errors } = useAccountSubmit(
    form,
    async ({ newEmail, currentPassword, twoFactorCode }) => {
      setSent(false);
      await apiPost('/api/account/changeEmail', {
        newEmail: newEmail.trim(),
        currentPassword,
        ...(twoFactorEnabled ? { twoFactorCode: twoFactorCode.replace(/\s/g, '') } : {}),
      });
      form.reset();
      setSent(true);
      // The viewer now carries the pending address, which the alert below shows.
      await onSent().catch(() => undefined);
      return undefined;
    },
    // 'This email is already registered.' names no field; here the address is the new one.
    { fieldNames: { email: 'newEmail' } },
  );

  return (
    <Stack gap="md" maw={420}>
      {sent && <AccountNotice kind="email">{t('changeEmail.sent')}</AccountNotice>}
      {pendingEmail && (
        <Alert variant="light" color="blue" role="status" icon={<IconInfoCircle aria-hidden />}>
          {t('changeEmail.pending', { pendingEmail, email })}
        </Alert>
      )}
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('changeEmail.currentEmail')} value={email} readOnly />
          <TextInput
            label={t('changeEmail.newEmail')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('newEmail')}
          />
          <PasswordField
            label={t('changeEmail.currentPassword')}
            description={t('changeEmail.currentPasswordHint')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          {twoFactorEnabled && (
            <TextInput
              label={t('changeEmail.twoFactorCode')}
              description={t('changeEmail.twoFactorCodeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              {...form.getInputProps('twoFactorCode')}
            />
          )}
          <Group>
            <SubmitButton busy={busy} label={t('changeEmail.submit')} busyLabel={t('changeEmail.submitting')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
