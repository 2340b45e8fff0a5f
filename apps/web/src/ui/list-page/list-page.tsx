import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../error-alert/error-alert';
import { ListCards } from './list-cards';
import { ListTable } from './list-table';
import type { ItemPath, ListColumn, ListItem } from './list-types';
import { ListViewToggle } from './list-view-toggle';
import { LoadMore } from './load-more';
import type { ListQueryResult } from './use-list-query';
import type { ListSearch } from './use-list-search';
import { useListView } from './use-list-view';

export interface ListPageProps<TItem extends ListItem> {
  /** The page heading (the only h1). */
  title: string;
  /** From useListSearch(): the box and the settled term. */
  search: ListSearch;
  /** From useListQuery(), or any source of the same shape. */
  list: ListQueryResult<TItem>;
  /** Table view columns; the kit adds the Actions column. */
  columns: readonly ListColumn<TItem>[];
  /** Card view body; the kit adds the actions below it. */
  renderCard: (item: TItem) => ReactNode;
  /** The item's name, used in accessible labels such as 'More actions for {name}'. */
  itemName: (item: TItem) => string;
  /** Where Add goes (relative); null hides the button. */
  addPath?: string | null;
  addLabel?: string;
  /** Shown only when the item's viewerCanUpdate is not false; null for a list without edit. */
  editPath?: ItemPath<TItem>;
  /** Shown only when the item's viewerCanDelete is not false; null for a list without delete. */
  deletePath?: ItemPath<TItem>;
  /**
   * The empty list's button to add the first item, named for what it adds ('Add a team') so it reads apart from the
   * toolbar's Add; without it the empty list shows no button.
   */
  addFirstLabel?: string;
  /** Buttons per item beside Edit, for what is done most often with one (e.g. Assign assessments). */
  itemActions?: (item: TItem) => ReactNode;
  /** Extra More-menu entries per item (Mantine Menu.Item elements). */
  menuItems?: (item: TItem) => ReactNode;
  /** Extra content between the toolbar and the items (filters, pills). */
  children?: ReactNode;
  /** More buttons beside Add (imports, exports). */
  toolbarActions?: ReactNode;
}

const defaultEditPath = (item: ListItem) => `edit/${item.id}`;
const defaultDeletePath = (item: ListItem) => `delete/${item.id}`;

/**
 * The shared list screen (docs/product/screens.md#lists): heading, search, cards/table toggle, Add, items, empty
 * states, paging.
 */
export function ListPage<TItem extends ListItem>(props: ListPageProps<TItem>) {
  const { title, search, list, columns, renderCard, itemName, itemActions, menuItems, children } = props;
  const { addPath = 'add', editPath = defaultEditPath, deletePath = defaultDeletePath } = props;
  const { t } = useTranslation('listPage');
  const [view, setView] = useListView();

  const presentation = {
    itemName,
    editPathOf: (item: TItem) => (editPath && item.viewerCanUpdate !== false ? editPath(item) : null),
    deletePathOf: (item: TItem) => (deletePath && item.viewerCanDelete !== false ? deletePath(item) : null),
    itemActions,
    menuItems,
  };

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('search')}
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        />
        <Group gap="sm">
          <ListViewToggle value={view} onChange={setView} />
          {props.toolbarActions}
          {addPath && (
            <Button component={Link} to={addPath} leftSection={<IconPlus size={16} aria-hidden />}>
              {props.addLabel ?? t('add')}
            </Button>
          )}
        </Group>
      </Group>
      {children}
      <ErrorAlert errors={list.errors} />
      {list.loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : list.items.length === 0 ? (
        list.errors.length === 0 && (
          <EmptyState
            search={search.term.trim()}
            addPath={props.addFirstLabel ? addPath : null}
            addLabel={props.addFirstLabel ?? ''}
          />
        )
      ) : view === 'table' ? (
        <ListTable items={list.items} columns={columns} label={title} {...presentation} />
      ) : (
        <ListCards items={list.items} renderCard={renderCard} {...presentation} />
      )}
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
    </Stack>
  );
}

/** No items: no matches for a search, or nothing yet, with the way to add the first one where the list has Add. */
function EmptyState({ search, addPath, addLabel }: { search: string; addPath: string | null; addLabel: string }) {
  const { t } = useTranslation('listPage');
  if (search) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('noMatches', { search })}
      </Text>
    );
  }
  return (
    <Stack align="center" gap="sm" py="lg">
      <Text c="dimmed" ta="center">
        {t('nothingYet')}
      </Text>
      {addPath && (
        <Button component={Link} to={addPath} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
