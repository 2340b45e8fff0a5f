import { Anchor, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiPost } from '../../lib/api-post';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { WaitingMessage } from '../authentication/waiting-message';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { ExternalRegistrationForm, type ExternalRegistrationValues } from './external-registration-form';
import { useExternalLogin, useLeaveSignedIn } from './use-external-login';
import { withReturnUrl } from './with-return-url';

interface CreateAccountResult {
  userId: string;
  returnUrl: string;
  succeeded: boolean;
  requiresEmailConfirmation: boolean;
}

/**
 * /account/externalLogin (docs/product/accounts.md#other-providers): where the browser lands after signing in with
 * another provider. A person Roadmark knows goes on to the return URL; a new one gives their email and names.
 */
export function ExternalLoginPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '';
  const state = useExternalLogin(returnUrl, getQueryParam(search, 'remoteError'));
  const leave = useLeaveSignedIn();
  const [confirmationSent, setConfirmationSent] = useState(false);

  const register = async (values: ExternalRegistrationValues) => {
    const query = new URLSearchParams({ returnUrl: returnUrl || '/' });
    const result = await apiPost<CreateAccountResult>(`/api/account/createAccountForExternalLogin?${query}`, values);
    if (result.succeeded) {
      await leave(result.returnUrl);
      return 'leaving' as const;
    }
    setConfirmationSent(true);
    return undefined;
  };

  const backToSignIn = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={withReturnUrl('/account/login', returnUrl)}>
        {t('external.backToSignIn')}
      </Anchor>
    </Text>
  );

  if (confirmationSent || state.status === 'needsConfirmation') {
    return (
      <AccountPageLayout title={t('external.title')}>
        <AccountNotice kind="email">{t('login.confirmEmailNotice')}</AccountNotice>
        {backToSignIn}
      </AccountPageLayout>
    );
  }
  if (state.status === 'failed') {
    return (
      <AccountPageLayout title={t('external.title')} heading={t('external.failedHeading')}>
        <ErrorAlert errors={[state.error]} />
        {backToSignIn}
      </AccountPageLayout>
    );
  }
  if (state.status === 'newUser') {
    return (
      <AccountPageLayout title={t('external.title')} heading={t('external.registerHeading')}>
        <Text>{t('external.registerIntro', { provider: state.result.loginProvider })}</Text>
        <Paper withBorder p="lg" radius="md">
          <ExternalRegistrationForm claims={state.result.claims} send={register} />
        </Paper>
        {backToSignIn}
      </AccountPageLayout>
    );
  }
  return (
    <AccountPageLayout title={t('external.title')}>
      <WaitingMessage message={t('external.signingIn')} />
    </AccountPageLayout>
  );
}
