import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { WaitingMessage } from '../authentication/waiting-message';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { ConfirmInviteForm } from './confirm-invite-form';
import { ProfileForInviteQuery } from './invite-operations';
import { useEmailLink } from './use-email-link';
import { withReturnUrl } from './with-return-url';

/**
 * /account/confirmInvite (docs/product/accounts.md#invites): who the invite is for, read-only, then a password for the
 * account.
 */
export function ConfirmInvitePage() {
  const { t } = useTranslation('account');
  const link = useEmailLink();
  const returnUrl = getQueryParam(useLocation().search, 'returnUrl') ?? '';
  const [accepted, setAccepted] = useState(false);
  // Not from the cache: a used link must say so rather than show the form again.
  const query = useQuery(
    ProfileForInviteQuery,
    link.valid && !accepted
      ? { variables: { userId: link.userId, code: link.code }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const invited = query.data?.profileForInvite;
  const failed = !accepted && (!link.valid || (!!query.error && !invited));

  const heading = failed
    ? t('confirmInvite.failureHeading')
    : accepted
      ? t('confirmInvite.successHeading')
      : t('confirmInvite.heading');

  return (
    <AccountPageLayout title={t('confirmInvite.title')} heading={heading}>
      {accepted ? (
        <>
          <AccountNotice kind="success">{t('confirmInvite.done')}</AccountNotice>
          <Button component={Link} to={withReturnUrl('/account/login', returnUrl)} style={{ alignSelf: 'flex-start' }}>
            {t('login.signIn')}
          </Button>
        </>
      ) : !link.valid ? (
        <ErrorAlert errors={[t('domain:validation.codeInvalid')]} variant="simple" />
      ) : invited ? (
        <Paper withBorder p="lg" radius="md">
          <ConfirmInviteForm link={link} returnUrl={returnUrl} invited={invited} onAccepted={() => setAccepted(true)} />
        </Paper>
      ) : query.error ? (
        <ErrorAlert errors={[query.error]} variant="simple" />
      ) : (
        <WaitingMessage message={t('confirmInvite.loading')} />
      )}
    </AccountPageLayout>
  );
}
