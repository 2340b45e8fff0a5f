/** One page read after a key: its rows, and the key to read the next page after (null: this was the last). */
export interface KeysetPage<Row, Key> {
  rows: Row[];
  next: Key | null;
}

/**
 * Reads a query page after page by key (WHERE key > last ORDER BY key LIMIT n): each page is its own short
 * statement, so no transaction stays open for the whole export and other requests run between pages (on the
 * embedded database they would otherwise wait for it). Pages without rows are skipped, not yielded.
 */
export async function* keysetBatches<Row, Key>(
  readPage: (after: Key | null) => Promise<KeysetPage<Row, Key>>,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const page: KeysetPage<Row, Key> = await readPage(after);
    if (page.rows.length > 0) yield page.rows;
    if (page.next === null) return;
    after = page.next;
  }
}

/** The next key of a page read with `limit`: the last row's key when the page was full, else null (no more rows). */
export function nextKey<Row, Key>(rows: readonly Row[], limit: number, keyOf: (row: Row) => Key): Key | null {
  const last = rows.at(-1);
  return rows.length < limit || last === undefined ? null : keyOf(last);
}
