import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { ListViewToggle } from '../../../ui/list-page/list-view-toggle';
import { LoadMore } from '../../../ui/list-page/load-more';
import { useListView } from '../../../ui/list-page/use-list-view';
import type { PagedRows } from './use-paged-rows';

export interface DashboardListProps<TRow> {
  /** The list's accessible name (the table's label, the card list's label). */
  label: string;
  page: PagedRows<TRow>;
  rowKey: (row: TRow) => string;
  columns: readonly ListColumn<TRow>[];
  renderCard: (row: TRow) => ReactNode;
  /** The search box text; the list's owner debounces it before asking the server. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Filters beside the search box (the risk filter). */
  filters?: ReactNode;
}

/**
 * A dashboard's paged list: search, any filters, the shared cards/table choice, 'Showing n of N',
 * empty and error states, and Load more.
 */
export function DashboardList<TRow>(props: DashboardListProps<TRow>) {
  const { label, page, rowKey, columns, renderCard, search, onSearchChange, filters } = props;
  const { t } = useTranslation('dashboards');
  const { t: tList } = useTranslation('listPage');
  const [view, setView] = useListView();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm" style={{ flex: '1 1 24rem' }}>
          <TextInput
            type="search"
            label={tList('search')}
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
          />
          {filters}
        </Group>
        <ListViewToggle value={view} onChange={setView} />
      </Group>
      <ErrorAlert errors={[...page.errors]} />
      {page.loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={tList('loading')} />
        </Center>
      ) : page.rows.length === 0 ? (
        page.errors.length === 0 && (
          <Text c="dimmed" py="lg" ta="center">
            {search.trim() ? tList('noMatches', { search: search.trim() }) : t('list.empty')}
          </Text>
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.showing', { shown: page.rows.length, count: page.total })}
          </Text>
          {view === 'table' ? (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={label}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.key} scope="col">
                        {column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={label}>
              {page.rows.map((row) => (
                <Card key={rowKey(row)} role="listitem" withBorder padding="md" data-testid="dashboard-card">
                  {renderCard(row)}
                </Card>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <LoadMore hasMore={page.hasMore} loadingMore={page.loadingMore} onLoadMore={page.loadMore} />
    </Stack>
  );
}

/** A label and its value on a card, e.g. 'Team: North depot'. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>
      <Text span size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}
