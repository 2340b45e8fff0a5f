import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { StatTile } from '../../../ui/stat-tile/stat-tile';
import type { DashboardAssessmentRow } from './dashboard-types';

export type Counts = Pick<
  DashboardAssessmentRow,
  'assignedCount' | 'notStartedCount' | 'startedCount' | 'completedCount'
>;

const COUNT_KEYS = ['assignedCount', 'notStartedCount', 'startedCount', 'completedCount'] as const;

/** Assigned, Not started, Started and Completed of one assessment, each a number with its word beneath. */
export function StatusCounts({ counts, compact = false }: { counts: Counts; compact?: boolean }) {
  const { t } = useTranslation('dashboards');
  if (compact) {
    return (
      <Text size="sm">{COUNT_KEYS.map((key) => t(`statusCount.${key}`, { count: counts[key] })).join(' · ')}</Text>
    );
  }
  return (
    <Group gap="sm">
      {COUNT_KEYS.map((key) => (
        <StatTile key={key} label={t(`statusLabel.${key}`)} value={String(counts[key])} />
      ))}
    </Group>
  );
}

/** Assigned, Not started, Started and Completed as four list columns. */
export function useStatusCountColumns<Row extends Counts>(): ListColumn<Row>[] {
  const { t } = useTranslation('dashboards');
  return COUNT_KEYS.map((key) => ({ key, header: t(`statusLabel.${key}`), render: (row: Row) => String(row[key]) }));
}
