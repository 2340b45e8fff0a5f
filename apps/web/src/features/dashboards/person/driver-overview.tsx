import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverMetricValueView } from './person-dashboard-types';

/**
 * The driver overview: one progress bar per metric (0 to 100), its name and value written beside it. The
 * bars share one colour: which metrics are weak is said in words by the risk explanation.
 */
export function DriverOverview({ metrics }: { metrics: readonly DriverMetricValueView[] }) {
  const { t } = useTranslation('person-dashboard');
  return (
    <Stack gap="sm" data-testid="driver-overview">
      {metrics.map((metric) => (
        <div key={metric.driverMetricId}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{metric.name}</Text>
            <Text size="sm" fw={600}>
              {metric.value}
            </Text>
          </Group>
          <Progress
            value={metric.value}
            aria-label={t('metrics.barLabel', { name: metric.name, value: metric.value })}
          />
        </div>
      ))}
    </Stack>
  );
}
