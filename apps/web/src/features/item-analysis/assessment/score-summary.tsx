import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentAnalysisQuery } from '../../../gql/graphql';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { formatDecimal, formatFixed } from '../analysis-format';

type Analysis = AssessmentAnalysisQuery['assessmentAnalysis'];

/**
 * The head figures of an analysis: sessions and people counted, the mean and standard deviation of their total
 * scores, and the test's reliability with what it is computed over, or why it has no value, in words.
 */
export function ScoreSummary({ analysis }: { analysis: Analysis }) {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const figure = (value: number | null, places: number) =>
    value === null ? t('notDefined') : formatDecimal(value, locale, places);
  const { reliability } = analysis;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <StatTile label={t('summary.sessions')} value={String(analysis.sessionCount)} />
        <StatTile label={t('summary.people')} value={String(analysis.peopleCount)} />
        <StatTile label={t('summary.meanScore')} value={figure(analysis.meanScore, 1)} />
        <StatTile label={t('summary.standardDeviation')} value={figure(analysis.scoreStandardDeviation, 1)} />
        <StatTile
          label={t('summary.reliability')}
          value={reliability.alpha === null ? t('notDefined') : formatFixed(reliability.alpha, locale, 2)}
        />
      </Group>
      <Text size="sm">
        {reliability.undefinedReason
          ? t(`summary.reliabilityUndefined.${reliability.undefinedReason}`)
          : t('summary.reliabilityOver', { count: reliability.questionCount })}
      </Text>
    </Stack>
  );
}
