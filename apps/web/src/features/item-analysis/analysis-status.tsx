import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert/error-alert';

/**
 * What an analysis shows instead of its figures: a loader while they come, the server's refusal, or in plain words
 * that no finished session counts yet. Null once there is something to show.
 */
export function AnalysisStatus({
  loading,
  error,
  empty,
}: {
  loading: boolean;
  error: unknown;
  /** The answer came, and no finished session in the period and subscription counts. */
  empty: boolean;
}) {
  const { t } = useTranslation('item-analysis');
  if (error) return <ErrorAlert errors={[error]} />;
  if (loading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (empty) return <Text>{t('status.noSessions')}</Text>;
  return null;
}
