import { useLocalStorage } from '@mantine/hooks';

export type ListView = 'cards' | 'table';

/** One key for every list, so the cards/table choice is shared across the product. */
export const LIST_VIEW_STORAGE_KEY = 'roadmark.listView';

function toListView(value: string | undefined): ListView {
  return value === 'table' ? 'table' : 'cards';
}

/** The persisted cards/table preference; cards by default. */
export function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useLocalStorage<ListView>({
    key: LIST_VIEW_STORAGE_KEY,
    defaultValue: 'cards',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: toListView,
  });
  return [view, setView];
}
