import { Card, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListItemActions } from './list-item-actions';
import type { ItemPresentation, ListItem } from './list-types';
import { useOpenItem } from './use-open-item';

export interface ListCardsProps<TItem extends ListItem> extends ItemPresentation<TItem> {
  items: readonly TItem[];
  renderCard: (item: TItem) => ReactNode;
}

/** Items as cards, a quarter of the width on large screens. A click on a card opens its edit page. */
export function ListCards<TItem extends ListItem>(props: ListCardsProps<TItem>) {
  const { items, renderCard, itemName, editPathOf, deletePathOf, itemActions, menuItems } = props;
  const openItem = useOpenItem();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list">
      {items.map((item) => {
        const editPath = editPathOf(item);
        return (
          // The Edit link inside is the keyboard route to the same page, so the card itself stays non-interactive.
          <Card
            key={item.id}
            role="listitem"
            withBorder
            padding="md"
            onClick={openItem(editPath)}
            style={editPath ? { cursor: 'pointer' } : undefined}
            data-testid="list-card"
          >
            <Card.Section inheritPadding py="sm">
              {renderCard(item)}
            </Card.Section>
            <ListItemActions
              name={itemName(item)}
              editPath={editPath}
              deletePath={deletePathOf(item)}
              actions={itemActions?.(item)}
              menuItems={menuItems?.(item)}
            />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
