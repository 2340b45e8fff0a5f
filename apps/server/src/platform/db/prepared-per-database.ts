import type { Executor } from './database.ts';

/**
 * A query asked on (nearly) every request, prepared once per database or transaction it runs on: Drizzle builds its
 * SQL once, and PostgreSQL parses and plans a named statement once per connection instead of on every request.
 * `build` makes the prepared query; values change through its placeholders.
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
