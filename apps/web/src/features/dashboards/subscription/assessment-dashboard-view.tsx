import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { AssessmentPeopleList } from './assessment-people-list';
import { AutoRefreshSwitch } from './auto-refresh-switch';
import { CompletionsChart } from './charts/completions-chart';
import { RiskDonutChart } from './charts/risk-donut-chart';
import { ScoreBandsChart } from './charts/score-bands-chart';
import { AssessmentExportsMenu } from './dashboard-exports';
import { type DashboardLinks, SUBSCRIPTION_DASHBOARD_LINKS } from './dashboard-links';
import { DashboardStatus } from './dashboard-states';
import type { DashboardScope } from './dashboard-tab-content';
import type { DashboardAssessmentType } from './dashboard-types';
import { AssessmentDashboardPeopleQuery, AssessmentDashboardQuery } from './graphql/subscription-dashboard-operations';
import { SeatCount } from './seat-count';
import { StatusCounts } from './status-counts';
import { DashboardPollContext, useAutoRefreshSetting } from './use-dashboard-preferences';
import { usePagedRows } from './use-paged-rows';
import { useSearchText } from './use-search-text';

export interface AssessmentDashboardViewProps {
  assessmentId: string;
  /** Absent: the subscription the viewer acts in. */
  subscriptionId?: string;
  /** Only this team's people. */
  subscriptionTeamId?: string;
  links?: DashboardLinks;
  back?: ReactNode;
}

/**
 * The assessment (or training) dashboard (docs/product/dashboards.md#assessment-dashboard): seats used, status counts,
 * average score, the risk donut, the score histogram, completions over the year, and the people with their status, due
 * date and latest result.
 */
export function AssessmentDashboardView(props: AssessmentDashboardViewProps) {
  const { assessmentId, subscriptionId, subscriptionTeamId, links = SUBSCRIPTION_DASHBOARD_LINKS, back } = props;
  const { t } = useTranslation('dashboards');
  const [autoRefresh, setAutoRefresh, pollInterval] = useAutoRefreshSetting();
  const scope: DashboardScope = {
    ...(subscriptionId ? { subscriptionId } : {}),
    ...(subscriptionTeamId ? { subscriptionTeamId } : {}),
  };
  const { data, loading, error } = usePageQuery(AssessmentDashboardQuery, {
    variables: { ...scope, assessmentId },
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.assessmentDashboard;
  const assessment = dashboard?.assessment;
  usePageTitle(assessment?.name ?? t('subscription.title'));

  return (
    <DashboardPollContext.Provider value={pollInterval}>
      <Stack gap="lg">
        {back}
        {dashboard && assessment ? (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{assessment.name}</Title>
                <Text c="dimmed">
                  {t(
                    assessment.assessmentType === 'TrainingModule'
                      ? 'assessmentDashboard.trainingTitle'
                      : 'assessmentDashboard.assessmentTitle',
                  )}
                </Text>
                <SeatCount seatsUsed={assessment.seatsUsed} />
              </Stack>
              <Group gap="sm">
                {dashboard?.allowExport && (
                  <AssessmentExportsMenu
                    assessmentId={assessmentId}
                    subscriptionId={subscriptionId}
                    subscriptionTeamId={subscriptionTeamId}
                  />
                )}
                <AutoRefreshSwitch checked={autoRefresh} onChange={setAutoRefresh} />
              </Group>
            </Group>
            <Group gap="sm">
              <StatusCounts counts={assessment} />
              {assessment.assessmentType !== 'TrainingModule' && (
                <StatTile
                  label={t('assessmentDashboard.averageScore')}
                  value={assessment.averageScore === null ? t('subscription.noScore') : String(assessment.averageScore)}
                />
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, md: assessment.assessmentType === 'TrainingModule' ? 1 : 3 }}>
              {assessment.assessmentType !== 'TrainingModule' && (
                <>
                  <RiskDonutChart distribution={assessment.riskDistribution} />
                  <ScoreBandsChart bands={dashboard.scoreBands} />
                </>
              )}
              <CompletionsChart months={dashboard.completionsByMonth} />
            </SimpleGrid>
            <AssessmentPeople
              scope={scope}
              assessmentId={assessmentId}
              assessmentType={assessment.assessmentType}
              links={links}
            />
          </>
        ) : (
          <DashboardStatus loading={loading && !error} error={error} />
        )}
      </Stack>
    </DashboardPollContext.Provider>
  );
}

function AssessmentPeople(props: {
  scope: DashboardScope;
  assessmentId: string;
  assessmentType: DashboardAssessmentType;
  links: DashboardLinks;
}) {
  const { t } = useTranslation('dashboards');
  const search = useSearchText();
  const [riskFilter, setRiskFilter] = useState<RiskFilter>('All');
  const page = usePagedRows(AssessmentDashboardPeopleQuery, {
    variables: {
      ...props.scope,
      assessmentId: props.assessmentId,
      riskFilter,
      ...(search.term ? { search: search.term } : {}),
    },
    select: (data) => data.assessmentDashboardPeople,
  });
  return (
    <Stack gap="sm">
      <Title order={2}>{t('assessmentPeople.title')}</Title>
      <AssessmentPeopleList
        assessmentType={props.assessmentType}
        page={page}
        links={props.links}
        search={search.input}
        onSearchChange={search.setInput}
        riskFilter={riskFilter}
        onRiskFilterChange={setRiskFilter}
      />
    </Stack>
  );
}
