import { sortByScoreRange } from '@roadmark/domain/content/score-ranges';
import { type FocusEvent, useLayoutEffect, useRef, useState } from 'react';

/** A range with an empty bound sorts after every complete one. */
const UNSET_BOUND = Number.MAX_SAFE_INTEGER;

export interface SortedRows<T> {
  /** The rows in display order: by min then max score. */
  rows: T[];
  /**
   * Put on each row's container as onBlur. When focus leaves a row, the rows are sorted again; sorting while the
   * person is still typing in a row would move it under their cursor.
   */
  onRowBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Shows rows sorted by score range without changing the array the editor holds (whose order the save keeps).
 * Added and removed rows re-sort at once; edited rows when focus leaves them. Moving a DOM node drops its focus, so
 * the element focus was going to gets it back after the move.
 */
export function useSortedRows<T extends { id: string }>(
  rows: readonly T[],
  range: (row: T) => { min: number | null; max: number | null },
): SortedRows<T> {
  const sortedIds = () =>
    sortByScoreRange(rows, (row) => {
      const { min, max } = range(row);
      return { min: min ?? UNSET_BOUND, max: max ?? UNSET_BOUND };
    }).map((row) => row.id);

  const membership = rows
    .map((row) => row.id)
    .sort()
    .join(' ');
  const [order, setOrder] = useState(() => ({ membership, ids: sortedIds() }));
  let ids = order.ids;
  if (order.membership !== membership) {
    ids = sortedIds();
    setOrder({ membership, ids });
  }

  const focusAfterSort = useRef<HTMLElement | null>(null);
  // After every render, so it runs once the re-sorted rows are in place; it does nothing unless a sort asked.
  useLayoutEffect(() => {
    const target = focusAfterSort.current;
    focusAfterSort.current = null;
    if (target?.isConnected && document.activeElement !== target) target.focus();
  });

  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined),
    onRowBlur: (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      const resorted = sortedIds();
      if (resorted.join(' ') === ids.join(' ')) return;
      focusAfterSort.current = next instanceof HTMLElement ? next : null;
      setOrder({ membership, ids: resorted });
    },
  };
}
