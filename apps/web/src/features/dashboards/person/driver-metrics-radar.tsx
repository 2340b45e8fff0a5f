import { Box, Table, VisuallyHidden } from '@mantine/core';
import { RADAR_MAX, RADAR_MIN, RADAR_TICKS, radarLabel } from '@roadmark/domain/dashboards/radar-labels';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadarChart } from '../subscription/charts/lazy-charts';
import { RISK_BAND_OPACITY, RISK_BANDS } from '../subscription/charts/risk-band-scale';
import type { DriverMetricValueView } from './person-dashboard-types';

/** The risk bands drawn behind the values, the widest first so each narrower one shows on top of it. */
const BAND_SERIES = [...RISK_BANDS]
  .reverse()
  .map((band) => ({ key: `band-${band.key}`, to: band.to, colour: band.colour }));

/** The chart's rows: each metric's label cut at 20 characters so the chart stays readable, its value, and the bands' edges. */
export function radarData(metrics: readonly DriverMetricValueView[]): Record<string, string | number>[] {
  return metrics.map((metric) => ({
    metric: radarLabel(metric.name),
    value: metric.value,
    ...Object.fromEntries(BAND_SERIES.map((band) => [band.key, band.to])),
  }));
}

/** Bands sit beneath the grid, as a background, and take no part in the chart's interaction. */
function radarPropsOf(series: { name: string }) {
  if (!series.name.startsWith('band-')) return {};
  return {
    zIndex: -200,
    strokeOpacity: 0,
    fillOpacity: RISK_BAND_OPACITY,
    isAnimationActive: false,
    legendType: 'none' as const,
  };
}

/**
 * The radar chart of the driver metrics: axis 0 to 100 with a tick every 10, over the red, amber and green
 * risk bands like every score chart. The drawing is an image named
 * by its label and described by a visually hidden table of the full names and values, so the values never depend on
 * seeing the chart.
 */
export function DriverMetricsRadar({ metrics }: { metrics: readonly DriverMetricValueView[] }) {
  const { t } = useTranslation('person-dashboard');
  const tableId = useId();
  return (
    <Box>
      <Box
        role="img"
        aria-label={t('metrics.chartLabel')}
        aria-describedby={tableId}
        data-testid="driver-metrics-radar"
      >
        <RadarChart
          h={320}
          data={radarData(metrics)}
          dataKey="metric"
          series={[
            ...BAND_SERIES.map((band) => ({ name: band.key, color: band.colour })),
            { name: 'value', label: t('metrics.series'), color: 'roadmark.6', opacity: 0.3 },
          ]}
          radarProps={radarPropsOf}
          withPolarRadiusAxis
          accessibilityLayer={false}
          polarRadiusAxisProps={{
            // Up along the first metric's axis, so the tick values read horizontally.
            angle: 90,
            domain: [RADAR_MIN, RADAR_MAX],
            ticks: RADAR_TICKS,
            tickCount: RADAR_TICKS.length,
          }}
        />
      </Box>
      <VisuallyHidden>
        <Table id={tableId}>
          <Table.Caption>{t('metrics.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('metrics.metricColumn')}</Table.Th>
              <Table.Th scope="col">{t('metrics.valueColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {metrics.map((metric) => (
              <Table.Tr key={metric.driverMetricId}>
                <Table.Td>{metric.name}</Table.Td>
                <Table.Td>{metric.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
