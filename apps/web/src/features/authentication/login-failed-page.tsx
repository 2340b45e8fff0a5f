import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getQueryParam } from '../../lib/query-param';
import { usePageTitle } from '../../ui/page-title/use-page-title';

/** Spec 1 §8: shows the message the server put in the query string. */
export function LoginFailedPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  usePageTitle(t('authentication.loginFailedTitle'));
  const message = getQueryParam(search, 'message') || t('authentication.loginFailedDefault');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('authentication.loginFailedTitle')}</Title>
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
      <Button component={Link} to="/account/login">
        {t('authentication.tryAgain')}
      </Button>
    </Stack>
  );
}
