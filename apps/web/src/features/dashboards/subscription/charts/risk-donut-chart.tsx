import { Box, Group, Table } from '@mantine/core';
import type { RiskCategory } from '@roadmark/domain/risk';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../../ui/charts/chart-figure';
import { DonutDrawing } from '../../../../ui/charts/donut-drawing';
import { RISK_COLORS } from '../../../session-player/finish/risk-badge';
import type { RiskDistribution } from '../dashboard-types';

const SLICES: ReadonlyArray<{ category: RiskCategory; field: keyof RiskDistribution }> = [
  { category: 'High', field: 'high' },
  { category: 'Medium', field: 'medium' },
  { category: 'Low', field: 'low' },
  { category: 'NotAssessed', field: 'notAssessed' },
];

export interface RiskDonutChartProps {
  distribution: RiskDistribution;
  /** Defaults to 'Risk distribution'. */
  title?: string;
}

/** People by risk as a donut in the risk colours, with a legend that names each band and its count. */
export function RiskDonutChart({ distribution, title }: RiskDonutChartProps) {
  const { t } = useTranslation('dashboards');
  const heading = title ?? t('charts.risk.title');
  const slices = SLICES.map(({ category, field }) => ({
    category,
    name: t(`risk.${category}`),
    value: distribution[field],
    color: RISK_COLORS[category],
  }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const rows = slices.map((slice) => ({ key: slice.category, label: slice.name, value: String(slice.value) }));
  const legend = (
    <Table aria-label={heading} withRowBorders={false} verticalSpacing={4}>
      <caption style={{ captionSide: 'bottom', textAlign: 'left' }}>{t('charts.risk.total', { count: total })}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('charts.risk.category')}</Table.Th>
          <Table.Th scope="col">{t('charts.risk.people')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slices.map((slice) => (
          <Table.Tr key={slice.category} data-risk={slice.category}>
            <Table.Th scope="row" fw={400}>
              <Group gap={8} wrap="nowrap">
                <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 2, flex: 'none' }} aria-hidden />
                {slice.name}
              </Group>
            </Table.Th>
            <Table.Td>{slice.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ChartFigure
      title={heading}
      columns={[t('charts.risk.category'), t('charts.risk.people')]}
      rows={rows}
      empty={total === 0}
      emptyText={t('charts.risk.empty')}
      visibleTable={legend}
    >
      <DonutDrawing
        slices={slices.map((slice) => ({ key: slice.category, value: slice.value, color: slice.color }))}
        label={String(total)}
      />
    </ChartFigure>
  );
}
