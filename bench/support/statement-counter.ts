import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';

/** What a benchmark reads from the counter: each distinct statement (its first words) and how often it ran. */
export interface StatementCounter {
  /** Clears the counts and counts from now on. */
  reset(): void;
  /** Stops counting (until the next reset), so a measurement under load does not pay for it. */
  pause(): void;
  counts(): Map<string, number>;
  total(): number;
}

/** A statement shortened to what tells it apart in a report: the verb and the first table it names. */
function shortStatement(text: string): string {
  let flat = text.replace(/\s+/g, ' ').trim();
  // Sub-selects go, so the table named is the statement's own.
  while (/\([^()]*\)/.test(flat)) flat = flat.replace(/\([^()]*\)/g, '_');
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(flat)?.[1];
  const verb = flat.split(' ')[0]!.toLowerCase();
  return table ? `${verb} ... ${table}` : flat.slice(0, 60);
}

function statementText(argument: unknown): string {
  if (typeof argument === 'string') return argument;
  const text = (argument as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(argument);
}

/**
 * Counts every SQL statement the app in this process sends, by wrapping the database client: PGlite's `query`,
 * `exec` and `transaction` on the instance, or node-postgres's `Client.prototype.query`, which every pooled
 * connection goes through. Only for benchmarks; it stays in place until the process ends.
 */
export function countStatements(handle: DatabaseHandle): StatementCounter {
  const counts = new Map<string, number>();
  let counting = true;
  const record = (argument: unknown) => {
    if (!counting) return;
    const key = shortStatement(statementText(argument));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  if (handle.kind === 'pglite') {
    wrapPglite((handle.db as unknown as { $client: PGlite }).$client, record);
  } else {
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = prototype.query;
    prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
      record(args[0]);
      return query.apply(this, args);
    };
  }
  return {
    reset: () => {
      counts.clear();
      counting = true;
    },
    pause: () => {
      counting = false;
    },
    counts: () => new Map(counts),
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
  };
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

function wrapQueries(target: Queryable, record: (argument: unknown) => void) {
  const writable = target as unknown as Record<'query' | 'exec', (...args: unknown[]) => unknown>;
  for (const method of ['query', 'exec'] as const) {
    const original = writable[method].bind(target);
    writable[method] = (...args: unknown[]) => {
      record(args[0]);
      return original(...args);
    };
  }
}

function wrapPglite(client: PGlite, record: (argument: unknown) => void) {
  wrapQueries(client, record);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      record('begin');
      wrapQueries(tx, record);
      return callback(tx).finally(() => record('commit'));
    });
}
