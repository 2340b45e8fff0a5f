import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announceSessionChange, requestSessionCheck } from '../../app/session/session-signals';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { ResetPasswordForm } from './reset-password-form';
import { useEmailLink } from './use-email-link';

/**
 * /account/revertEmailChange: the link sent to the old address after an email change. If the person did not make
 * the change, it gives their address back with a new password, and everyone signed in to the account is signed out.
 */
export function RevertEmailChangePage() {
  const { t } = useTranslation('account');
  const link = useEmailLink();
  const [reverted, setReverted] = useState(false);

  return (
    <AccountPageLayout
      title={t('revertEmailChange.title')}
      heading={reverted ? t('revertEmailChange.doneHeading') : t('revertEmailChange.heading')}
    >
      {reverted ? (
        <>
          <AccountNotice kind="success">{t('revertEmailChange.done')}</AccountNotice>
          <Button component={Link} to="/account/login" style={{ alignSelf: 'flex-start' }}>
            {t('login.signIn')}
          </Button>
        </>
      ) : link.valid ? (
        <>
          <Text size="sm">{t('revertEmailChange.explanation')}</Text>
          <Paper withBorder p="lg" radius="md">
            <ResetPasswordForm
              link={link}
              action={{
                url: '/api/account/revertEmailChange',
                label: t('revertEmailChange.submit'),
                busyLabel: t('revertEmailChange.submitting'),
              }}
              onReset={() => {
                setReverted(true);
                // Every session of the account has ended, this browser's too if it was signed in to it.
                announceSessionChange();
                requestSessionCheck();
              }}
            />
          </Paper>
        </>
      ) : (
        <ErrorAlert errors={[t('domain:validation.codeInvalid')]} variant="simple" />
      )}
    </AccountPageLayout>
  );
}
