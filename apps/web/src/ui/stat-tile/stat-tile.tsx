import { Paper, Text } from '@mantine/core';

/** A figure with its caption; the caption is the figure's accessible text. */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" miw={120}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
