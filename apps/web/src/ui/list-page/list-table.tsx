import { Table } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemActions } from './list-item-actions';
import type { ItemPresentation, ListColumn, ListItem } from './list-types';
import { useOpenItem } from './use-open-item';

export interface ListTableProps<TItem extends ListItem> extends ItemPresentation<TItem> {
  items: readonly TItem[];
  columns: readonly ListColumn<TItem>[];
  /** The table's accessible name, usually the page title. */
  label?: string;
}

/**
 * Items as a table. Edit opens on row click, or on double-click (whose first click opens it); rows are
 * focusable and Enter opens edit too.
 */
export function ListTable<TItem extends ListItem>(props: ListTableProps<TItem>) {
  const { items, columns, label, itemName, editPathOf, deletePathOf, itemActions, menuItems } = props;
  const { t } = useTranslation('listPage');
  const openItem = useOpenItem();
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col">
              {column.header}
            </Table.Th>
          ))}
          <Table.Th scope="col" ta="right">
            {t('actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const editPath = editPathOf(item);
          const open = openItem(editPath);
          const onKeyDown = (event: KeyboardEvent) => {
            if (open && event.key === 'Enter' && event.target === event.currentTarget) open();
          };
          return (
            <Table.Tr
              key={item.id}
              tabIndex={open ? 0 : undefined}
              onClick={open}
              onDoubleClick={open}
              onKeyDown={open ? onKeyDown : undefined}
              style={open ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(item)}</Table.Td>
              ))}
              <Table.Td>
                <ListItemActions
                  name={itemName(item)}
                  editPath={editPath}
                  deletePath={deletePathOf(item)}
                  actions={itemActions?.(item)}
                  menuItems={menuItems?.(item)}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
