import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ChartRow {
  key: string;
  label: string;
  value: string;
}

export interface ChartFigureProps {
  title: string;
  /** The two column headers of the text alternative, e.g. ['Month', 'Completions']. */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
  /** No data to draw: the empty text shows instead of the chart. */
  empty: boolean;
  emptyText: string;
  /** The drawing; hidden from assistive technology, which reads the table instead. */
  children: ReactNode;
  /** Show the table to everyone (a legend with counts) instead of only to screen readers. */
  visibleTable?: ReactNode;
  /** The title's heading level: 2 on a page of charts, 3 inside a section that has its own heading. */
  titleOrder?: 2 | 3;
}

/**
 * A chart as a figure named by its title, with its values in a table (visually hidden unless `visibleTable` is
 * given), so the colours and shapes are never the only way to read it.
 */
export function ChartFigure({
  title,
  columns,
  rows,
  empty,
  emptyText,
  children,
  visibleTable,
  titleOrder = 2,
}: ChartFigureProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={titleOrder} size="h4" id={titleId}>
          {title}
        </Title>
        {empty ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <>
            <div aria-hidden="true" inert>
              {children}
            </div>
            {visibleTable ?? (
              <VisuallyHidden>
                <ValuesTable title={title} columns={columns} rows={rows} />
              </VisuallyHidden>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function ValuesTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly [string, string];
  rows: readonly ChartRow[];
}) {
  return (
    <Table>
      <caption>{title}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{columns[0]}</Table.Th>
          <Table.Th scope="col">{columns[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
