import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { HeadFigures, RiskAndCompletions } from '../provider/dashboard-figures';
import {
  DashboardOrganisationsQuery,
  DistributorDashboardQuery,
} from '../provider/graphql/provider-dashboard-operations';
import { OrganisationsList } from '../provider/organisations-list';
import { DISTRIBUTOR_AREA, type DrillDownArea, subscriptionPath } from '../provider/provider-links';
import { DashboardStatus } from '../subscription/dashboard-states';
import { usePagedRows } from '../subscription/use-paged-rows';
import { useSearchText } from '../subscription/use-search-text';

export interface DistributorDashboardViewProps {
  distributorSubscriptionId: string;
  /** Where its subscriptions lead: the distributor's own drill-down, or the provider's. */
  area?: DrillDownArea;
  /** The back button, when the view is not the root (the provider's drill-down into a distributor). */
  back?: ReactNode;
}

/**
 * /manage/distributor/dashboard (a root dashboard: no back button), and a distributor drilled into from the provider
 * dashboard: the figures over the subscriptions beneath the distributor, the risk donut and completions by month,
 * then those subscriptions with their figures, each to its subscription dashboard. The distributor is named explicitly: staff managing a distributor would otherwise be
 * answered with every subscription.
 */
export function DistributorDashboardView(props: DistributorDashboardViewProps) {
  const { distributorSubscriptionId, area = DISTRIBUTOR_AREA, back } = props;
  const { t } = useTranslation('provider-dashboard');
  usePageTitle(t('distributor.title'));
  const { data, loading, error } = useQuery(DistributorDashboardQuery, {
    variables: { distributorSubscriptionId },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.distributorDashboard;
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{t('distributor.title')}</Title>
        {dashboard && <Text c="dimmed">{dashboard.companyName}</Text>}
      </Stack>
      {dashboard ? (
        <>
          <HeadFigures
            figures={[
              { key: 'subscriptions', label: t('figures.subscriptions'), value: dashboard.subscriptionCount },
              { key: 'people', label: t('figures.people'), value: dashboard.peopleCount },
              { key: 'average', label: t('figures.averageScore'), value: dashboard.averageScore },
            ]}
          />
          <RiskAndCompletions
            riskDistribution={dashboard.riskDistribution}
            completionsByMonth={dashboard.completionsByMonth}
          />
        </>
      ) : (
        <DashboardStatus loading={loading && !error} error={error} />
      )}
      <Title order={2}>{t(subscriptionsKey(area))}</Title>
      <DistributorSubscriptions distributorSubscriptionId={distributorSubscriptionId} area={area} />
    </Stack>
  );
}

/** 'Your subscriptions' to the distributor's administrator; the provider's staff read 'Its subscriptions'. */
function subscriptionsKey(area: DrillDownArea): string {
  return area === DISTRIBUTOR_AREA ? 'distributor.subscriptions' : 'distributor.itsSubscriptions';
}

function DistributorSubscriptions(props: { distributorSubscriptionId: string; area: DrillDownArea }) {
  const { distributorSubscriptionId, area } = props;
  const { t } = useTranslation('provider-dashboard');
  const search = useSearchText();
  const page = usePagedRows(DashboardOrganisationsQuery, {
    variables: {
      subscriptionType: 'Subscription',
      distributorSubscriptionId,
      ...(search.term ? { search: search.term } : {}),
    },
    select: (data) => data.dashboardOrganisations,
  });
  return (
    <OrganisationsList
      label={t(subscriptionsKey(area))}
      page={page}
      linkTo={(row) => subscriptionPath(area, row.subscriptionId)}
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}
