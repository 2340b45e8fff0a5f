import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SessionStatus } from '@roadmark/domain/delivery/session-status';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { DashboardItemCard } from './dashboard-item-card';
import { DriverMetricsRadar, hasRadarShape } from './driver-metrics-radar';
import { DriverOverview } from './driver-overview';
import type { PersonDashboardView as Dashboard, PersonDashboardItemView } from './person-dashboard-types';
import { RiskExplanationPanel } from './risk-explanation-panel';

/** The dashboard's sections, in order. */
export const SECTION_ORDER = [
  SessionStatus.NotStarted,
  SessionStatus.Started,
  SessionStatus.Completed,
  SessionStatus.MarkedSuspicious,
] as const;

export interface PersonDashboardViewProps {
  dashboard: Dashboard;
  /** The viewer's today, for the due-date colours (tests fix it). */
  today?: Date;
}

/**
 * The person's dashboard: a greeting on their own dashboard, their name on anyone else's; overall risk
 * with its explanation; the radar chart and driver overview of their metrics; the items by status.
 */
export function PersonDashboardView({ dashboard, today }: PersonDashboardViewProps) {
  const { t } = useTranslation('person-dashboard');
  const fullName = `${dashboard.firstName} ${dashboard.lastName}`.trim();
  const viewer = { isOwnDashboard: dashboard.isOwnDashboard, canRestart: dashboard.canRestart };
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          {dashboard.isOwnDashboard ? t('welcome', { firstName: dashboard.firstName }) : fullName}
        </Title>
        <Text c="dimmed">
          {dashboard.isOwnDashboard
            ? t('subtitle', { name: fullName, subscription: dashboard.subscriptionName })
            : dashboard.subscriptionName}
        </Text>
      </Stack>
      <Section title={t('overall.heading')}>
        <Group gap="sm">
          <RiskBadge category={dashboard.overallRisk} />
          <Text fw={600}>
            {dashboard.overallScore === null
              ? t('overall.noScore')
              : t('overall.score', { score: dashboard.overallScore })}
          </Text>
        </Group>
        <RiskExplanationPanel
          explanation={dashboard.riskExplanation}
          isOwnDashboard={dashboard.isOwnDashboard}
          name={fullName}
        />
      </Section>
      <Section title={t('metrics.heading')}>
        {dashboard.metrics.length === 0 ? (
          <Text c="dimmed">{t('metrics.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: hasRadarShape(dashboard.metrics) ? 2 : 1 }} spacing="xl">
            {hasRadarShape(dashboard.metrics) && <DriverMetricsRadar metrics={dashboard.metrics} />}
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('metrics.overview')}
              </Title>
              <DriverOverview metrics={dashboard.metrics} />
            </Stack>
          </SimpleGrid>
        )}
      </Section>
      {SECTION_ORDER.map((status) => (
        <ItemSection
          key={status}
          title={t(`sections.${status}`)}
          items={dashboard.items.filter((item) => item.status === status)}
          render={(item) => <DashboardItemCard key={item.assessmentId} item={item} viewer={viewer} today={today} />}
        />
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ItemSection({
  title,
  items,
  render,
}: {
  title: string;
  items: PersonDashboardItemView[];
  render: (item: PersonDashboardItemView) => ReactNode;
}) {
  const { t } = useTranslation('person-dashboard');
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <Text c="dimmed">{t('sections.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{items.map(render)}</SimpleGrid>
      )}
    </Section>
  );
}
