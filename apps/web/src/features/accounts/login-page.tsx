import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { ExternalLoginButtons } from './external-login-buttons';
import { LoginForm } from './login-form';
import { ResendConfirmation } from './resend-confirmation';
import { useLogin } from './use-login';
import { withReturnUrl } from './with-return-url';

/** /account/login (docs/product/accounts.md#signing-in): email or PIN sign-in, returning to a same-origin returnUrl. */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '';
  const returnUrlSafe = isSafeReturnUrl(returnUrl, window.location.origin);
  const { login, busy, error, needsConfirmation, checkingDevice } = useLogin(returnUrl);
  // The email the notice's resend button uses: the one that was signed in with, not whatever is typed since.
  const [email, setEmail] = useState('');

  return (
    <Stack maw={420} mx="auto" mt="xl" gap="md">
      <Title order={1}>{t('login.heading')}</Title>
      {!returnUrlSafe && (
        <Alert color="red" variant="light" role="alert">
          {t('domain:validation.invalidReturnUrl')}
        </Alert>
      )}
      <ErrorAlert errors={[error]} variant="message" />
      {checkingDevice && (
        <Alert color="roadmark" variant="light" role="status" icon={<Loader size="sm" />}>
          {t('login.checkingDevice')}
        </Alert>
      )}
      {needsConfirmation && (
        <Alert color="roadmark" variant="light" role="status">
          <Stack gap="xs">
            <Text size="sm">{t('login.confirmEmailNotice')}</Text>
            <ResendConfirmation key={email} email={email} />
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <LoginForm
          busy={busy}
          onSubmit={(values) => {
            setEmail(values.email);
            if (returnUrlSafe) void login(values);
          }}
        />
        <ExternalLoginButtons returnUrl={returnUrlSafe ? returnUrl : ''} />
      </Paper>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={withReturnUrl('/account/register', returnUrl)}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
