import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SafetyMetricsQuery } from '../graphql/safety-metric-operations';

/** /administration/safety-metrics: every safety metric, searchable by name. */
export function SafetyMetricListPage() {
  const { t } = useTranslation('safetyMetrics');
  usePageTitle(t('title'));
  const search = useListSearch();
  const list = useListQuery({
    document: SafetyMetricsQuery,
    field: 'driverMetrics',
    search: search.term,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <ListPage
      title={t('title')}
      addFirstLabel={t('addFirst')}
      search={search}
      list={list}
      itemName={(metric) => metric.name}
      columns={[
        { key: 'name', header: t('name'), render: (metric) => metric.name },
        { key: 'startValue', header: t('startValue'), render: (metric) => metric.startValue },
      ]}
      renderCard={(metric) => (
        <>
          <Title order={2} size="h4">
            {metric.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('startValueCard', { value: metric.startValue })}
          </Text>
        </>
      )}
    />
  );
}
