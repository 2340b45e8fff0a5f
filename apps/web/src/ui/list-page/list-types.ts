import type { ReactNode } from 'react';

/** What every list item carries: an id, and what the viewer may do with it (decided by the server, not here). */
export interface ListItem {
  id: string;
  viewerCanUpdate?: boolean;
  viewerCanDelete?: boolean;
}

/** One table column: a header text and how to render a cell. */
export interface ListColumn<TItem> {
  key: string;
  header: string;
  render: (item: TItem) => ReactNode;
}

/** A relative route path for an item's action, or null when the list has no such action. */
export type ItemPath<TItem> = ((item: TItem) => string) | null;

/**
 * What the kit renders for one item: its name (for labels), where Edit and Delete go, any further buttons beside
 * Edit and any further menu entries.
 */
export interface ItemPresentation<TItem> {
  itemName: (item: TItem) => string;
  editPathOf: (item: TItem) => string | null;
  deletePathOf: (item: TItem) => string | null;
  itemActions?: (item: TItem) => ReactNode;
  menuItems?: (item: TItem) => ReactNode;
}
