import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { AutoRefreshSwitch } from './auto-refresh-switch';
import { CompletionsChart } from './charts/completions-chart';
import { RiskDonutChart } from './charts/risk-donut-chart';
import { TeamScoresChart } from './charts/team-scores-chart';
import { SubscriptionDashboardExport } from './dashboard-exports';
import { type DashboardLinks, SUBSCRIPTION_DASHBOARD_LINKS } from './dashboard-links';
import { DashboardStatus } from './dashboard-states';
import { AssessmentsTab, type DashboardScope, PeopleTab, TeamsTab } from './dashboard-tab-content';
import { DashboardTabs } from './dashboard-tabs';
import type { SubscriptionDashboardData } from './dashboard-types';
import { SubscriptionDashboardQuery } from './graphql/subscription-dashboard-operations';
import { useNameListText } from './name-list-text';
import { DashboardPollContext, useAutoRefreshSetting } from './use-dashboard-preferences';

export interface SubscriptionDashboardViewProps {
  /** Absent: the subscription the viewer acts in. The provider dashboards pass the one they drill into. */
  subscriptionId?: string;
  /** A team dashboard (tabs People, Assessments, Training). */
  subscriptionTeamId?: string;
  /** Where rows lead; the subscription's own /dashboard links by default. */
  links?: DashboardLinks;
  /** Where the chosen tab is remembered (dashboardTabKey of the route and id). */
  storageKey: string;
  /** The back button, on every dashboard but the roots. */
  back?: ReactNode;
}

/**
 * The subscription dashboard, or one team's (docs/product/dashboards.md#subscription-dashboard): head figures, the risk
 * donut, average score by team, completions over the year, and the tabs with their lists. Every query polls each minute
 * while 'Refresh automatically' is on.
 */
export function SubscriptionDashboardView(props: SubscriptionDashboardViewProps) {
  const { subscriptionId, subscriptionTeamId, links = SUBSCRIPTION_DASHBOARD_LINKS, storageKey, back } = props;
  const { t } = useTranslation('dashboards');
  const [autoRefresh, setAutoRefresh, pollInterval] = useAutoRefreshSetting();
  const scope: DashboardScope = {
    ...(subscriptionId ? { subscriptionId } : {}),
    ...(subscriptionTeamId ? { subscriptionTeamId } : {}),
  };
  const { data, loading, error } = usePageQuery(SubscriptionDashboardQuery, {
    variables: scope,
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.subscriptionDashboard;
  usePageTitle(dashboard ? (dashboard.team?.name ?? dashboard.companyName) : t('subscription.title'));

  return (
    <DashboardPollContext.Provider value={pollInterval}>
      <Stack gap="lg">
        {back}
        {dashboard ? (
          <>
            <DashboardHeader
              dashboard={dashboard}
              autoRefresh={<AutoRefreshSwitch checked={autoRefresh} onChange={setAutoRefresh} />}
            />
            <DashboardCharts dashboard={dashboard} />
            <DashboardTabs
              subscriptionType={dashboard.subscriptionType}
              withTeams={!dashboard.team}
              storageKey={storageKey}
              renderTab={(tab) =>
                tab === 'people' ? (
                  <PeopleTab scope={scope} links={links} subscriptionType={dashboard.subscriptionType} />
                ) : tab === 'teams' ? (
                  <TeamsTab scope={scope} links={links} />
                ) : (
                  <AssessmentsTab scope={scope} links={links} training={tab === 'training'} />
                )
              }
            />
          </>
        ) : (
          <DashboardStatus loading={loading && !error} error={error} />
        )}
      </Stack>
    </DashboardPollContext.Provider>
  );
}

function DashboardHeader({ dashboard, autoRefresh }: { dashboard: SubscriptionDashboardData; autoRefresh: ReactNode }) {
  const { t } = useTranslation('dashboards');
  const nameListText = useNameListText();
  const study = dashboard.subscriptionType === 'Study';
  const teamNames = dashboard.scoresByTeam.map((team) => team.name);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{dashboard.team?.name ?? dashboard.companyName}</Title>
          {dashboard.team ? (
            <Text c="dimmed">{t('subscription.teamOf', { companyName: dashboard.companyName })}</Text>
          ) : (
            teamNames.length > 0 && (
              <Text c="dimmed">{t('subscription.teamsLine', { names: nameListText(teamNames) })}</Text>
            )
          )}
        </Stack>
        <Group gap="sm">
          {!dashboard.team && dashboard.allowExport && (
            <SubscriptionDashboardExport subscriptionId={dashboard.subscriptionId} />
          )}
          {autoRefresh}
        </Group>
      </Group>
      <Group gap="sm">
        <StatTile
          label={t(study ? 'subscription.participantsCount' : 'subscription.peopleCount')}
          value={String(dashboard.peopleCount)}
        />
        <StatTile
          label={t('subscription.averageScore')}
          value={dashboard.averageScore === null ? t('subscription.noScore') : String(dashboard.averageScore)}
        />
      </Group>
    </Stack>
  );
}

function DashboardCharts({ dashboard }: { dashboard: SubscriptionDashboardData }) {
  const withTeams = !dashboard.team && dashboard.scoresByTeam.length > 0;
  return (
    <SimpleGrid cols={{ base: 1, md: withTeams ? 3 : 2 }}>
      <RiskDonutChart distribution={dashboard.riskDistribution} />
      {withTeams && <TeamScoresChart teams={dashboard.scoresByTeam} />}
      <CompletionsChart months={dashboard.completionsByMonth} />
    </SimpleGrid>
  );
}
