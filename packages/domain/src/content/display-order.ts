/**
 * New items, answers and sequence children get their order from the current Unix time in seconds (plus an index when
 * several are added at once).
 */
export function newDisplayOrder(index = 0, now = Date.now()): number {
  return Math.floor(now / 1000) + index;
}

/** Entries in presentation order: by displayOrder, ties kept in their current order. */
export function sortByDisplayOrder<T extends { displayOrder: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.displayOrder - b.displayOrder);
}

/**
 * Item ordering (docs/product/content-editor.md#items): moving up swaps with the predecessor, moving down with the
 * successor; when the two share a displayOrder, the moved entry gets one step beyond. `list` is in presentation order;
 * the result is too. Up is not possible for the first entry, down for the last (the list comes back unchanged).
 */
export function moveInDisplayOrder<T extends { displayOrder: number }>(
  list: readonly T[],
  index: number,
  step: -1 | 1,
): T[] {
  const target = index + step;
  const moved = list[index];
  const neighbour = list[target];
  if (!moved || !neighbour) return [...list];
  const next = [...list];
  const sameOrder = moved.displayOrder === neighbour.displayOrder;
  next[target] = { ...moved, displayOrder: sameOrder ? neighbour.displayOrder + step : neighbour.displayOrder };
  next[index] = { ...neighbour, displayOrder: moved.displayOrder };
  return next;
}
