import { Alert, Paper, Stack, Title } from '@mantine/core';
import { isSafeReturnUrl } from '@roadmark/domain/return-url';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { LoginForm } from './login-form';
import { useLogin } from './use-login';

/** /account/login (spec 1 §2.2, §5): email or PIN sign-in, returning to a same-origin returnUrl. */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const { search } = useLocation();
  const returnUrl = getQueryParam(search, 'returnUrl') ?? '';
  const returnUrlSafe = isSafeReturnUrl(returnUrl, window.location.origin);
  const { login, busy, error, needsConfirmation } = useLogin(returnUrl);

  return (
    <Stack maw={420} mx="auto" mt="xl" gap="md">
      <Title order={1}>{t('login.heading')}</Title>
      {!returnUrlSafe && (
        <Alert color="red" variant="light" role="alert">
          {t('domain:validation.invalidReturnUrl')}
        </Alert>
      )}
      <ErrorAlert errors={[error]} />
      {needsConfirmation && (
        <Alert color="roadmark" variant="light" role="status">
          {t('login.confirmEmailNotice')}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <LoginForm
          busy={busy}
          onSubmit={(values) => {
            if (returnUrlSafe) void login(values);
          }}
        />
      </Paper>
    </Stack>
  );
}
