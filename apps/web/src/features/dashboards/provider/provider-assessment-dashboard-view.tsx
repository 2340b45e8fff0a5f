import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { CompletionsChart } from '../subscription/charts/completions-chart';
import { RiskDonutChart } from '../subscription/charts/risk-donut-chart';
import { ScoreBandsChart } from '../subscription/charts/score-bands-chart';
import { DashboardStatus } from '../subscription/dashboard-states';
import { SeatCount } from '../subscription/seat-count';
import { StatusCounts } from '../subscription/status-counts';
import { AssessmentSubscriptionsList } from './assessment-subscriptions-list';
import { ProviderAssessmentDashboardQuery } from './graphql/provider-dashboard-operations';

/**
 * /administration/dashboard/assessment/{id} and /training/{id}: one assessment over every customer —
 * seats used, status counts, average score, the risk donut, the score histogram and completions by month, then the
 * subscriptions licensed to it with their figures, each leading to its people on that subscription's dashboard.
 */
export function ProviderAssessmentDashboardView({ assessmentId, back }: { assessmentId: string; back: ReactNode }) {
  const { t } = useTranslation('dashboards');
  const { t: tProvider } = useTranslation('provider-dashboard');
  const { data, loading, error } = usePageQuery(ProviderAssessmentDashboardQuery, {
    variables: { assessmentId },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.providerAssessmentDashboard;
  const assessment = dashboard?.assessment;
  usePageTitle(assessment?.name ?? t('subscription.title'));
  const training = assessment?.assessmentType === 'TrainingModule';
  return (
    <Stack gap="lg">
      {back}
      {dashboard && assessment ? (
        <>
          <Stack gap={4}>
            <Title order={1}>{assessment.name}</Title>
            <Text c="dimmed">
              {tProvider(training ? 'assessment.trainingSubtitle' : 'assessment.assessmentSubtitle')}
            </Text>
            <SeatCount seatsUsed={assessment.seatsUsed} />
          </Stack>
          <Group gap="sm">
            <StatusCounts counts={assessment} />
            {!training && (
              <StatTile
                label={t('assessmentDashboard.averageScore')}
                value={assessment.averageScore === null ? t('subscription.noScore') : String(assessment.averageScore)}
              />
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: training ? 1 : 3 }}>
            {!training && (
              <>
                <RiskDonutChart distribution={assessment.riskDistribution} />
                <ScoreBandsChart bands={dashboard.scoreBands} />
              </>
            )}
            <CompletionsChart months={dashboard.completionsByMonth} />
          </SimpleGrid>
          <AssessmentSubscriptionsList assessmentId={assessmentId} assessmentType={assessment.assessmentType} />
        </>
      ) : (
        <DashboardStatus loading={loading && !error} error={error} />
      )}
    </Stack>
  );
}
