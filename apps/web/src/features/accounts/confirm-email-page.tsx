import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { WaitingMessage } from '../authentication/waiting-message';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { type ConfirmEmailState, useConfirmEmail } from './use-confirm-email';
import { useEmailLink } from './use-email-link';

/** /account/confirmEmail: confirms the emailed link on open. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const state = useConfirmEmail(useEmailLink());
  const failed = state.status === 'failed' || state.status === 'invalid';
  const heading = failed
    ? t('confirmEmail.failureHeading')
    : state.status === 'confirmed'
      ? t('confirmEmail.successHeading')
      : t('confirmEmail.heading');

  return (
    <AccountPageLayout title={t('confirmEmail.title')} heading={heading}>
      <ConfirmEmailOutcome state={state} />
      {state.status !== 'working' && (
        <Button component={Link} to="/account/login" style={{ alignSelf: 'flex-start' }}>
          {t('login.signIn')}
        </Button>
      )}
    </AccountPageLayout>
  );
}

function ConfirmEmailOutcome({ state }: { state: ConfirmEmailState }) {
  const { t } = useTranslation('account');
  switch (state.status) {
    case 'working':
      return <WaitingMessage message={t('confirmEmail.confirming')} />;
    case 'confirmed':
      return <AccountNotice kind="success">{t('confirmEmail.success')}</AccountNotice>;
    case 'invalid':
      return <ErrorAlert errors={[t('domain:validation.codeInvalid')]} variant="simple" />;
    case 'failed':
      return <ErrorAlert errors={[state.error]} variant="simple" />;
  }
}
