/**
 * What an editor's Save sends for one child collection: edits are held as added, updated and removed sets and sent only
 * on Save (docs/product/content-editor.md#one-save). The shape of the bundle inputs such as `QuestionTagLinkChanges`
 * and `DriverMetricRecommendationChanges`.
 */
export interface CollectionChanges<TInput> {
  added: TInput[];
  updated: TInput[];
  removed: string[];
}

/**
 * Compares the records an editor loaded with the records it holds now (matched by id). New records are `added`,
 * records whose input differs are `updated` (only the mapped input counts, so display-only fields such as a blob's
 * url never make a record dirty), and loaded ids that are gone are `removed`. Each list keeps `current`'s order
 * (`removed` keeps `initial`'s).
 */
export function collectionChanges<TRecord extends { id: string }, TInput>(
  initial: readonly TRecord[],
  current: readonly TRecord[],
  toInput: (record: TRecord) => TInput,
): CollectionChanges<TInput> {
  const loaded = new Map(initial.map((record) => [record.id, record]));
  const kept = new Set(current.map((record) => record.id));
  const added: TInput[] = [];
  const updated: TInput[] = [];
  for (const record of current) {
    const before = loaded.get(record.id);
    const input = toInput(record);
    if (!before) added.push(input);
    else if (!sameValue(toInput(before), input)) updated.push(input);
  }
  const removed = initial.filter((record) => !kept.has(record.id)).map((record) => record.id);
  return { added, updated, removed };
}

/** True when there is anything to send. */
export function hasCollectionChanges(changes: CollectionChanges<unknown>): boolean {
  return changes.added.length > 0 || changes.updated.length > 0 || changes.removed.length > 0;
}

/**
 * Structural equality of plain data (what a GraphQL input holds): arrays in order, objects by key whatever the key
 * order, and a property set to undefined the same as a missing one (both are left out of the sent JSON).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
