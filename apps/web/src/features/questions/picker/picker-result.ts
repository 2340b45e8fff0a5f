/** What a picker modal answers: cancelled, or the ids added and removed relative to its start. */
export type PickerResult<T> =
  | { cancelled: true }
  | { cancelled: false; addedIds: string[]; removedIds: string[]; selectedIds: string[]; added: T[] };

/** The confirmed result: `picked` holds the rows chosen in this picker session (for their names and types). */
export function pickerResult<T>(
  initialIds: readonly string[],
  selectedIds: ReadonlySet<string>,
  picked: ReadonlyMap<string, T>,
): PickerResult<T> {
  const initial = new Set(initialIds);
  const addedIds = [...selectedIds].filter((id) => !initial.has(id));
  return {
    cancelled: false,
    addedIds,
    removedIds: initialIds.filter((id) => !selectedIds.has(id)),
    selectedIds: [...selectedIds],
    added: addedIds.flatMap((id) => {
      const row = picked.get(id);
      return row ? [row] : [];
    }),
  };
}
