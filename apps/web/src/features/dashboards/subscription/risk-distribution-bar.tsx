import { Progress, Stack, Text } from '@mantine/core';
import type { RiskCategory } from '@roadmark/domain/risk';
import { useTranslation } from 'react-i18next';
import { RISK_COLORS } from '../../session-player/finish/risk-badge';
import type { RiskDistribution } from './dashboard-types';

const PARTS: ReadonlyArray<{ category: RiskCategory; field: keyof RiskDistribution }> = [
  { category: 'High', field: 'high' },
  { category: 'Medium', field: 'medium' },
  { category: 'Low', field: 'low' },
  { category: 'NotAssessed', field: 'notAssessed' },
];

/** A small stacked bar of people by risk, with the counts in words beneath (the bar itself is decoration). */
export function RiskDistributionBar({ distribution }: { distribution: RiskDistribution }) {
  const { t } = useTranslation('dashboards');
  const total = PARTS.reduce((sum, part) => sum + distribution[part.field], 0);
  const text = PARTS.map((part) => `${t(`risk.${part.category}`)} ${distribution[part.field]}`).join(' · ');
  return (
    <Stack gap={4} miw={160}>
      {total > 0 && (
        <Progress.Root size="md" aria-hidden="true">
          {PARTS.filter((part) => distribution[part.field] > 0).map((part) => (
            <Progress.Section
              key={part.category}
              value={(distribution[part.field] / total) * 100}
              color={RISK_COLORS[part.category]}
            />
          ))}
        </Progress.Root>
      )}
      <Text size="xs">{text}</Text>
    </Stack>
  );
}
