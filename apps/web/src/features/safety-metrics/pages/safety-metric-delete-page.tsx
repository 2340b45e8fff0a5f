import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteSafetyMetricMutation, SafetyMetricQuery } from '../graphql/safety-metric-operations';

/** /administration/safety-metrics/delete/{id}: a confirmation showing the name. */
export function SafetyMetricDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('safetyMetrics');
  usePageTitle(t('deleteTitle'));
  const query = useQuery(SafetyMetricQuery, { variables: { id } });
  const [deleteMetric] = useMutation(DeleteSafetyMetricMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'driverMetrics', data.deleteDriverMetric);
    },
  });
  return (
    <DeletePage
      question={t('deleteQuestion')}
      name={query.data?.driverMetric.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteMetric({ variables: { id } })}
      successMessage={t('deleted')}
    />
  );
}
