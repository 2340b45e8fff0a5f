import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabasePair } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { readHits } from './count-hit.ts';
import { SharedBudget } from './shared-budget.ts';

describe('SharedBudget', () => {
  /** One database opened as two server processes open it (two pools on PostgreSQL). */
  const databases = {} as { first: DatabaseHandle; second: DatabaseHandle };
  beforeAll(async () => Object.assign(databases, await createTestDatabasePair()));
  afterAll(() => databases.first?.close());

  let name = '';
  /** A budget for each process, under a name of their own. */
  const budgetsOf = (max: number, windowMs = 60_000) => {
    name = `test-${crypto.randomUUID()}`;
    return [databases.first, databases.second].map(
      (database) => new SharedBudget(database.db, { name, max, windowMs }),
    );
  };
  const takeAll = async (budget: SharedBudget, key: string, times: number) => {
    const answers: boolean[] = [];
    for (let use = 0; use < times; use++) answers.push(await budget.take(key, 1));
    return answers;
  };

  it('allows the limit in a window, refuses more, and allows again once the window has ended', async () => {
    const [budget] = budgetsOf(3, 400);
    expect(await takeAll(budget!, 'key-a', 4)).toEqual([true, true, true, false]);
    expect(await budget!.take('key-b', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await budget!.take('key-a', 1)).toBe(true);
  });

  it('refuses an operation that alone needs more than the limit', async () => {
    const [budget] = budgetsOf(5);
    expect(await budget!.take('key', 6)).toBe(false);
  });

  it('holds the limit for two processes sharing the database', async () => {
    const [first, second] = budgetsOf(4);
    const answers = [];
    for (let use = 0; use < 6; use++) answers.push(await (use % 2 === 0 ? first! : second!).take('key', 1));
    expect(answers).toEqual([true, true, true, true, false, false]);
  });

  it('reserves a hundredth of the limit at a time, writing once per block rather than once per use', async () => {
    const [budget] = budgetsOf(1000);
    const key = 'busy-address';
    const counter = `${name}:${key}`;
    expect(await takeAll(budget!, key, 10)).toEqual(Array(10).fill(true));
    expect(await readHits(databases.first.db, counter)).toBe(10);
    expect(await budget!.take(key, 1)).toBe(true);
    expect(await readHits(databases.first.db, counter)).toBe(20);
  });

  it('never passes the limit under simultaneous uses through two processes, and refuses under a block each early', async () => {
    const [first, second] = budgetsOf(500);
    const answers = await Promise.all(
      Array.from({ length: 700 }, (_, use) => (use % 2 === 0 ? first! : second!).take('crowded-address', 1)),
    );
    const allowed = answers.filter(Boolean).length;
    expect(allowed).toBeLessThanOrEqual(500);
    // A block is 5: each process may hold up to 4 reserved uses it has not spent when the shared count runs out.
    expect(allowed).toBeGreaterThanOrEqual(500 - 2 * 4);
  });
});
