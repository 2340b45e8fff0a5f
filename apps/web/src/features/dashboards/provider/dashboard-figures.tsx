import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import { CompletionsChart } from '../subscription/charts/completions-chart';
import { RiskDonutChart } from '../subscription/charts/risk-donut-chart';
import type { MonthCount, RiskDistribution } from '../subscription/dashboard-types';

export interface HeadFigure {
  key: string;
  label: string;
  value: number | null;
}

/** Head figures as captioned tiles; a missing average reads 'Not assessed'. */
export function HeadFigures({ figures }: { figures: readonly HeadFigure[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Group gap="sm">
      {figures.map((figure) => (
        <StatTile
          key={figure.key}
          label={figure.label}
          value={figure.value === null ? t('subscription.noScore') : String(figure.value)}
        />
      ))}
    </Group>
  );
}

/** The risk donut and the completions line, side by side on wide screens. */
export function RiskAndCompletions(props: {
  riskDistribution: RiskDistribution;
  completionsByMonth: readonly MonthCount[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <RiskDonutChart distribution={props.riskDistribution} />
      <CompletionsChart months={props.completionsByMonth} />
    </SimpleGrid>
  );
}
