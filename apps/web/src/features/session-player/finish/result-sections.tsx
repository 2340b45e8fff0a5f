import { Card, Group, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionResultQuery } from '../../../gql/graphql';
import { clampPercent, QuestionFeedbackContent, QuestionScore } from './question-feedback';
import { RISK_COLORS, RiskBadge, toRiskCategory } from './risk-badge';

type SessionResult = SessionResultQuery['assessmentSessionResult'];

/** The total in percent in a ring coloured by its risk band, with the band in words beside it. */
export function ScoreSummary({ score, riskCategory }: { score: number | null; riskCategory: string }) {
  const { t } = useTranslation('session-player');
  const headingId = useId();
  const risk = toRiskCategory(riskCategory);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {t('finish.scoreHeading')}
      </Title>
      <Group gap="xl" align="center">
        {score === null ? (
          <Text c="dimmed">{t('finish.notScored')}</Text>
        ) : (
          <RingProgress
            role="img"
            aria-label={t('finish.scoreLabel', { score: clampPercent(score) })}
            size={160}
            thickness={14}
            roundCaps
            sections={[{ value: clampPercent(score), color: RISK_COLORS[risk] }]}
            label={
              // The ring's hole is 102 px across: at 28 px the widest figure, '100%', stays inside it even in a wide
              // font such as DejaVu Sans Bold (about 87 px), and never wraps.
              <Text ta="center" fz={28} fw={700} lh={1} style={{ whiteSpace: 'nowrap' }}>
                {t('feedback.percent', { percent: clampPercent(score) })}
              </Text>
            }
          />
        )}
        <RiskBadge category={risk} />
      </Group>
    </Stack>
  );
}

/** Each scored question: its name, points, percent bar and its feedback (or the no-feedback texts). */
export function QuestionBreakdown({ questions }: { questions: SessionResult['questionBreakdown'] }) {
  const { t } = useTranslation('session-player');
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {t('finish.questionsHeading')}
      </Title>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question) => (
          <Card key={`${question.assessmentItemId}:${question.questionId}`} component="li" withBorder padding="md">
            <Stack gap="sm">
              <Title order={4}>{question.name}</Title>
              <QuestionScore result={question} />
              <QuestionFeedbackContent result={question} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

type DriverMetricResult = SessionResult['driverMetricBreakdown'][number];

/**
 * Why the person's dashboard shows another value of the metric after this session: the assessment's adjustment rules
 * moved it. Nothing when the two agree, or for a preview, which gives no dashboard value.
 */
function DashboardValueNote({ metric }: { metric: DriverMetricResult }) {
  const { t } = useTranslation('session-player');
  if (metric.dashboardValue === null || metric.dashboardValue === metric.score) return null;
  const key = metric.adjustment < 0 ? 'finish.metricLowered' : 'finish.metricRaised';
  return (
    <Text size="sm" c="dimmed">
      {t(key, { value: metric.dashboardValue, count: Math.abs(metric.adjustment) })}
    </Text>
  );
}

/** The score per safety metric as labelled bars from 0 to 100, each with why the dashboard differs, if it does. */
export function DriverMetricBreakdown({ metrics }: { metrics: SessionResult['driverMetricBreakdown'] }) {
  const { t } = useTranslation('session-player');
  const headingId = useId();
  if (metrics.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {t('finish.metricsHeading')}
      </Title>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {metrics.map((metric) => {
          const percent = clampPercent(metric.score);
          return (
            <Stack key={metric.driverMetricId} gap={4} component="li">
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{metric.name}</Text>
                <Text fw={700}>{t('feedback.percent', { percent })}</Text>
              </Group>
              <Progress value={percent} size="lg" aria-label={metric.name} />
              <DashboardValueNote metric={metric} />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
