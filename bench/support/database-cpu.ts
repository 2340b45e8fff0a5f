import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { cpuSecondsOf } from './server-process.ts';

/** CPU seconds each PostgreSQL backend connected to the bench database has used so far, by process id. */
export async function databaseBackendsCpu(db: Database): Promise<Map<number, number>> {
  const rows = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of (rows as unknown as { rows: { pid: number }[] }).rows) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== null) cpu.set(pid, seconds);
  }
  return cpu;
}

/**
 * CPU seconds the backends used between two readings. A backend that started in between counts from zero; one that
 * ended is lost (the server's pool keeps its connections open, so that is rare).
 */
export function databaseCpuBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}
