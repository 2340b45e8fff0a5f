import { Alert, Anchor, Paper, Text } from '@mantine/core';
import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { AccountNotice } from './account-notice';
import { AccountPageLayout } from './account-page-layout';
import { ExternalLoginButtons } from './external-login-buttons';
import { RegisterForm } from './register-form';
import { useRegister } from './use-register';
import { withReturnUrl } from './with-return-url';

/**
 * /account/register (docs/product/accounts.md#registering): a new account with its profile; a same-origin returnUrl
 * only.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '';
  const returnUrlSafe = isSafeReturnUrl(returnUrl, window.location.origin);
  const { register, needsConfirmation } = useRegister(returnUrl);
  const signInLink = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={withReturnUrl('/account/login', returnUrl)}>
        {t('register.haveAccount')}
      </Anchor>
    </Text>
  );

  return (
    <AccountPageLayout title={t('register.title')} heading={t('register.heading')}>
      {!returnUrlSafe && (
        <Alert color="red" variant="light" role="alert">
          {t('domain:validation.invalidReturnUrl')}
        </Alert>
      )}
      {needsConfirmation ? (
        <AccountNotice kind="email">{t('login.confirmEmailNotice')}</AccountNotice>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <RegisterForm send={async (values) => (returnUrlSafe ? register(values) : undefined)} />
          <ExternalLoginButtons returnUrl={returnUrlSafe ? returnUrl : ''} />
        </Paper>
      )}
      {signInLink}
    </AccountPageLayout>
  );
}
