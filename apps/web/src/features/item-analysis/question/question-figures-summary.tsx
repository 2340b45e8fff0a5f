import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemFlagFieldsFragment, QuestionFiguresFieldsFragment } from '../../../gql/graphql';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { useFigureTexts } from '../analysed-figures';
import { FlagList } from '../flag-list';

/** A question's head figures (presented, answered, facility, discrimination, response time) and its flags in words. */
export function QuestionFiguresSummary({
  figures,
  flags,
}: {
  figures: QuestionFiguresFieldsFragment;
  flags: readonly ItemFlagFieldsFragment[];
}) {
  const { t } = useTranslation('item-analysis');
  const texts = useFigureTexts();
  const reason = texts.discriminationReason(figures);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="stretch">
        <StatTile label={t('questions.presented')} value={String(figures.presented)} />
        <StatTile label={t('questions.answered')} value={String(figures.answered)} />
        <StatTile label={t('questions.facility')} value={texts.facility(figures)} />
        <StatTile
          label={t('questions.discrimination')}
          value={figures.discrimination === null ? t('notDefined') : texts.discrimination(figures)}
        />
        <StatTile label={t('questions.meanResponseTime')} value={texts.responseTime(figures)} />
      </Group>
      {reason && <Text size="sm">{reason}</Text>}
      <Title order={3} size="h4">
        {t('questions.flags')}
      </Title>
      <FlagList flags={flags} />
    </Stack>
  );
}
