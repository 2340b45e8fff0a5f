import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { useGoBack } from '../../../ui/form-actions/use-go-back';

/** Whether the server said the dashboard's subscription, team or assessment is not there (or not the viewer's). */
export function isNotFoundError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND')
  );
}

/** Every dashboard but the roots has a back button; opened directly it goes to /dashboard. */
export function BackButton({ fallback = '/dashboard' }: { fallback?: string }) {
  const { t } = useTranslation('dashboards');
  const goBack = useGoBack(fallback);
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={goBack}
      style={{ alignSelf: 'flex-start' }}
      px={0}
    >
      {t('subscription.back')}
    </Button>
  );
}

/** Loading, not found or failed: what a dashboard shows before (or instead of) its figures. */
export function DashboardStatus({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation('dashboards');
  if (loading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('subscription.loading')} />
      </Center>
    );
  }
  if (isNotFoundError(error)) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('subscription.notFoundTitle')}</Title>
        <Text>{t('subscription.notFound')}</Text>
      </Stack>
    );
  }
  return <ErrorAlert errors={[error]} />;
}
