import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorAlert } from '../ui/error-alert/error-alert';
import { usePageTitle } from '../ui/page-title/use-page-title';

/** Catches render and chunk-loading failures (for example after a deployment replaced the chunks). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  usePageTitle(t('routeError.title'));
  return (
    <Stack component="main" p="md" gap="md" align="flex-start">
      <Title order={1}>{t('routeError.heading')}</Title>
      <ErrorAlert errors={[error]} variant="simple" />
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  );
}
