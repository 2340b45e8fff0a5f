import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';

// Only PostgreSQL has a pool of connections another process can end; the embedded database has one, in process.
describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'a pooled PostgreSQL connection that fails while idle',
  () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('is reported and replaced; the process goes on and the next query is answered', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const backendPid = async () => {
          const answer = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          return Number(answer.rows[0]?.pid);
        };
        const idlePid = await backendPid();
        // Ended from another connection while the first sits idle in the pool, as a restart of the server would.
        const other = await createTestDatabase();
        try {
          await other.db.execute(sql`select pg_terminate_backend(${idlePid})`);
        } finally {
          await other.close();
        }
        await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed while idle')));
        expect(await backendPid()).not.toBe(idlePid);
      } finally {
        warn.mockRestore();
      }
    });
  },
);
