import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { AutoRefreshSwitch } from '../subscription/auto-refresh-switch';
import { DashboardStatus } from '../subscription/dashboard-states';
import {
  DashboardPollContext,
  dashboardTabKey,
  useAutoRefreshSetting,
} from '../subscription/use-dashboard-preferences';
import { HeadFigures, RiskAndCompletions } from './dashboard-figures';
import { GettingStartedChecklist } from './getting-started/getting-started-checklist';
import { ProviderDashboardQuery } from './graphql/provider-dashboard-operations';
import { PROVIDER_DASHBOARD_PATH } from './provider-links';
import { AssessmentsTab, CustomerPeopleTab, OrganisationsTab, StaffTab, TeamsTab } from './provider-tab-content';
import { type ProviderTab, ProviderTabs } from './provider-tabs';

export const PROVIDER_TAB_KEY = dashboardTabKey(PROVIDER_DASHBOARD_PATH);

function renderTab(tab: ProviderTab) {
  switch (tab) {
    case 'subscriptions':
      return <OrganisationsTab distributors={false} />;
    case 'distributors':
      return <OrganisationsTab distributors />;
    case 'staff':
      return <StaffTab />;
    case 'people':
      return <CustomerPeopleTab />;
    case 'teams':
      return <TeamsTab />;
    case 'assessments':
      return <AssessmentsTab training={false} />;
    case 'training':
      return <AssessmentsTab training />;
  }
}

/**
 * /administration/dashboard (a root dashboard: no back button): the customers' organisations by type,
 * their people and average score, the risk donut and completions by month, then the provider tabs. Every query polls
 * each minute while 'Refresh automatically' is on.
 */
export function ProviderDashboardView() {
  const { t } = useTranslation('provider-dashboard');
  usePageTitle(t('provider.pageTitle'));
  const [autoRefresh, setAutoRefresh, pollInterval] = useAutoRefreshSetting();
  const { data, loading, error } = usePageQuery(ProviderDashboardQuery, {
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.providerDashboard;
  return (
    <DashboardPollContext.Provider value={pollInterval}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{t('provider.heading')}</Title>
            <Text c="dimmed">{t('provider.intro')}</Text>
          </Stack>
          <AutoRefreshSwitch checked={autoRefresh} onChange={setAutoRefresh} />
        </Group>
        <GettingStartedChecklist />
        {dashboard ? (
          <>
            <HeadFigures
              figures={[
                { key: 'subscriptions', label: t('figures.subscriptions'), value: dashboard.subscriptionCount },
                { key: 'distributors', label: t('figures.distributors'), value: dashboard.distributorCount },
                { key: 'studies', label: t('figures.studies'), value: dashboard.studyCount },
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
        <ProviderTabs storageKey={PROVIDER_TAB_KEY} renderTab={renderTab} />
      </Stack>
    </DashboardPollContext.Provider>
  );
}
