// Reading the rows of a raw SQL query (db.execute), whichever driver answered it.

/** Rows of a raw query. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp from a raw row (node-postgres gives a Date, PGlite may give a string) as UTC ISO, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A count from a raw row (bigint counts arrive as strings). */
export function countOf(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
