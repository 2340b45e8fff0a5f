import { Anchor, Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { ResetPasswordForm } from './reset-password-form';
import { useEmailLink } from './use-email-link';

/** /account/resetPassword: a new password through the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const link = useEmailLink();
  const [reset, setReset] = useState(false);

  return (
    <AccountPageLayout title={t('resetPassword.title')} heading={t('resetPassword.heading')}>
      {reset ? (
        <>
          <AccountNotice kind="success">{t('resetPassword.done')}</AccountNotice>
          <Button component={Link} to="/account/login" style={{ alignSelf: 'flex-start' }}>
            {t('login.signIn')}
          </Button>
        </>
      ) : link.valid ? (
        <Paper withBorder p="lg" radius="md">
          <ResetPasswordForm link={link} onReset={() => setReset(true)} />
        </Paper>
      ) : (
        <>
          <ErrorAlert errors={[t('domain:validation.codeInvalid')]} variant="simple" />
          <Text size="sm">
            <Anchor component={Link} to="/account/forgotPassword">
              {t('resetPassword.requestNewLink')}
            </Anchor>
          </Text>
        </>
      )}
    </AccountPageLayout>
  );
}
