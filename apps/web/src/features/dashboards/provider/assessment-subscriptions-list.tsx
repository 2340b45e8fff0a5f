import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderAssessmentSubscriptionsQuery as ProviderAssessmentSubscriptionsQueryData } from '../../../gql/graphql';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { CardField, DashboardList } from '../subscription/dashboard-list';
import type { DashboardAssessmentType } from '../subscription/dashboard-types';
import { RiskDistributionBar } from '../subscription/risk-distribution-bar';
import { StatusCounts, useStatusCountColumns } from '../subscription/status-counts';
import { usePagedRows } from '../subscription/use-paged-rows';
import { useSearchText } from '../subscription/use-search-text';
import { ProviderAssessmentSubscriptionsQuery } from './graphql/provider-dashboard-operations';
import { drillDownLinks, PROVIDER_AREA } from './provider-links';

type AssessmentSubscriptionRow =
  ProviderAssessmentSubscriptionsQueryData['providerAssessmentSubscriptions']['rows'][number];

interface AssessmentSubscriptionsListProps {
  assessmentId: string;
  assessmentType: DashboardAssessmentType;
}

/**
 * The provider-wide assessment (or training) dashboard's list: each customer subscription licensed to it, with how
 * its people stand at it, leading to that subscription's dashboard of the assessment.
 */
export function AssessmentSubscriptionsList({ assessmentId, assessmentType }: AssessmentSubscriptionsListProps) {
  const { t } = useTranslation('provider-dashboard');
  const training = assessmentType === 'TrainingModule';
  const search = useSearchText();
  const page = usePagedRows(ProviderAssessmentSubscriptionsQuery, {
    variables: { assessmentId, ...(search.term ? { search: search.term } : {}) },
    select: (data) => data.providerAssessmentSubscriptions,
  });
  const name = (row: AssessmentSubscriptionRow) => (
    <Anchor
      component={Link}
      to={drillDownLinks(PROVIDER_AREA, row.subscriptionId).assessment(assessmentId, assessmentType)}
      fw={500}
    >
      {row.companyName}
    </Anchor>
  );
  const average = (row: AssessmentSubscriptionRow) => (row.averageScore === null ? '-' : String(row.averageScore));
  const statusCountColumns = useStatusCountColumns<AssessmentSubscriptionRow>();
  const columns: ListColumn<AssessmentSubscriptionRow>[] = [
    { key: 'name', header: t('assessment.subscription'), render: name },
    ...statusCountColumns,
    ...(training
      ? []
      : [
          { key: 'average', header: t('organisations.averageScore'), render: average },
          {
            key: 'distribution',
            header: t('organisations.distribution'),
            render: (row: AssessmentSubscriptionRow) => <RiskDistributionBar distribution={row.riskDistribution} />,
          },
        ]),
  ];
  return (
    <DashboardList
      label={t('assessment.subscriptions')}
      page={page}
      rowKey={(row) => row.subscriptionId}
      columns={columns}
      search={search.input}
      onSearchChange={search.setInput}
      renderCard={(row) => (
        <Stack gap={6}>
          <Text component="div">{name(row)}</Text>
          <StatusCounts counts={row} compact />
          {!training && <CardField label={t('organisations.averageScore')}>{average(row)}</CardField>}
          {!training && <RiskDistributionBar distribution={row.riskDistribution} />}
        </Stack>
      )}
    />
  );
}
