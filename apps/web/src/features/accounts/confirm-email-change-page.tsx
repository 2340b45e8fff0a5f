import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../app/session/use-viewer';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { WaitingMessage } from '../authentication/waiting-message';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { type ConfirmEmailChangeState, useConfirmEmailChange, useEmailChangeLink } from './use-confirm-email-change';

/**
 * /account/confirmEmailChange (docs/product/accounts.md#changing-an-email): applies the new address from the emailed
 * link on open.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('account');
  const link = useEmailChangeLink();
  const { viewer, refetch } = useViewer();
  // A signed-in person sees their new address straight away (the profile's pending notice goes too).
  const state = useConfirmEmailChange(link, () => {
    void refetch().catch(() => undefined);
  });
  const failed = state.status === 'failed' || state.status === 'invalid';
  const heading = failed
    ? t('confirmEmailChange.failureHeading')
    : state.status === 'confirmed'
      ? t('confirmEmailChange.successHeading')
      : t('confirmEmailChange.heading');

  return (
    <AccountPageLayout title={t('confirmEmailChange.title')} heading={heading}>
      <Outcome state={state} email={link.email} />
      {state.status !== 'working' &&
        (viewer ? (
          <Button component={Link} to="/profile/details" style={{ alignSelf: 'flex-start' }}>
            {t('confirmEmailChange.toProfile')}
          </Button>
        ) : (
          <Button component={Link} to="/account/login" style={{ alignSelf: 'flex-start' }}>
            {t('login.signIn')}
          </Button>
        ))}
    </AccountPageLayout>
  );
}

function Outcome({ state, email }: { state: ConfirmEmailChangeState; email: string }) {
  const { t } = useTranslation('account');
  switch (state.status) {
    case 'working':
      return <WaitingMessage message={t('confirmEmailChange.confirming')} />;
    case 'confirmed':
      return <AccountNotice kind="success">{t('confirmEmailChange.success', { email })}</AccountNotice>;
    case 'invalid':
      return <ErrorAlert errors={[t('domain:validation.codeInvalid')]} variant="simple" />;
    case 'failed':
      return <ErrorAlert errors={[state.error]} variant="simple" />;
  }
}
