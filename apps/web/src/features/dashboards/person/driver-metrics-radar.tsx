import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverMetricValueView } from './person-dashboard-types';
import { RadarDrawing, radarAxes } from './radar-drawing';

/**
 * Whether the metrics make a radar: two axes draw a line and one a point, so with fewer than three metrics the page
 * shows the driver overview's bars alone.
 */
export function hasRadarShape(metrics: readonly unknown[]): boolean {
  return metrics.length >= 3;
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
        <RadarDrawing axes={radarAxes(metrics)} />
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
