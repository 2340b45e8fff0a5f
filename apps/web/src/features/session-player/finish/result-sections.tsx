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
              <Text ta="center" fz={40} fw={700} lh={1}>
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

/** Each scored question: its name, points, percent bar and its feedback (or the spec's no-feedback texts). */
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

/** The score per safety metric as labelled bars from 0 to 100. */
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
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
