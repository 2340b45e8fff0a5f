import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpReceiver, startHttpReceiver } from '../../../test/http-receiver.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createTestDatabasePair } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { enqueue } from './enqueue.ts';
import { outboxAttempts, outboxMessages } from './outbox.table.ts';
import { processDueOutbox } from './outbox-worker.ts';

const instantRetry = { maxAttempts: 3, delayMs: () => 0 };

describe('the outbox', () => {
  const ctx = useTestApp();
  const messageOf = async (id: string) =>
    (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('delivers a committed message once, and logs the attempt', async () => {
    const delivered: unknown[] = [];
    const id = await ctx.db.transaction((tx) => enqueue(tx, { kind: 'test', payload: { n: 1 } }));
    const handlers = { test: async (payload: unknown) => void delivered.push(payload) };
    await processDueOutbox(ctx.db, { handlers });
    await processDueOutbox(ctx.db, { handlers });
    expect(delivered).toEqual([{ n: 1 }]);
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    const attempts = await ctx.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxMessageId, id));
    expect(attempts).toMatchObject([{ attempt: 1, succeeded: true, error: null }]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const delivered: unknown[] = [];
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'test', payload: { rolledBack: true } });
        throw new Error('the user action failed');
      }),
    ).rejects.toThrow('the user action failed');
    await processDueOutbox(ctx.db, { handlers: { test: async (p) => void delivered.push(p) } });
    expect(delivered).not.toContainEqual({ rolledBack: true });
  });

  it('retries a failing delivery with backoff and gives up after the last attempt', async () => {
    const id = await enqueue(ctx.db, { kind: 'flaky', payload: {}, maxAttempts: 3 });
    const failing = { flaky: async () => Promise.reject(new Error('receiver is down')) };

    await processDueOutbox(ctx.db, { handlers: failing, policy: { ...instantRetry, delayMs: () => 60_000 } });
    const waiting = await messageOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'receiver is down' });
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await processDueOutbox(ctx.db, { handlers: failing });
    expect((await messageOf(id)).attempts).toBe(1);

    await ctx.db.update(outboxMessages).set({ runAt: new Date() }).where(eq(outboxMessages.id, id));
    await processDueOutbox(ctx.db, { handlers: failing, policy: instantRetry });
    expect(await messageOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    const attempts = await ctx.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxMessageId, id));
    expect(attempts.map((a) => a.succeeded)).toEqual([false, false, false]);
  });

  it('hands each message to exactly one of several workers running at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => enqueue(ctx.db, { kind: 'count', payload: { n } })),
    );
    const seen: number[] = [];
    const handlers = {
      count: async (payload: Record<string, unknown>) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(payload.n as number);
      },
    };
    await Promise.all([1, 2, 3].map(() => processDueOutbox(ctx.db, { handlers, batchSize: 2 })));
    expect(seen.sort((a, b) => a - b)).toEqual(ids.map((_, n) => n));
  });

  it('leaves a kind nobody handles yet pending and untouched, instead of failing it', async () => {
    const id = await enqueue(ctx.db, { kind: 'not-handled-yet', payload: {} });
    let delivered = 0;
    await processDueOutbox(ctx.db, { handlers: { other: async () => void delivered++ } });
    expect(await messageOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    await processDueOutbox(ctx.db, { handlers: { 'not-handled-yet': async () => void delivered++ } });
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes back a message whose worker died mid-delivery once its lease runs out', async () => {
    const id = await enqueue(ctx.db, { kind: 'lease', payload: {} });
    await ctx.db
      .update(outboxMessages)
      .set({ status: 'processing', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, id));
    let delivered = 0;
    await processDueOutbox(ctx.db, { handlers: { lease: async () => void delivered++ } });
    expect(delivered).toBe(1);
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('logs an attempt, committed, before it is sent, so a worker stopped mid-delivery leaves it without an outcome', async () => {
    const id = await enqueue(ctx.db, { kind: 'hangs', payload: {} });
    const attemptsOf = () =>
      ctx.db
        .select()
        .from(outboxAttempts)
        .where(eq(outboxAttempts.outboxMessageId, id))
        .orderBy(outboxAttempts.attempt);
    let sending!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // A receiver that never answers: this worker never finishes, as if its process were killed mid-delivery.
    void processDueOutbox(ctx.db, {
      handlers: {
        hangs: () => {
          sending();
          return new Promise<void>(() => {});
        },
      },
    });
    await handlerStarted;
    expect(await attemptsOf()).toMatchObject([{ attempt: 1, succeeded: null, durationMs: null, error: null }]);

    await ctx.db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, id));
    await processDueOutbox(ctx.db, { handlers: { hangs: async () => {} } });
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 2 });
    const [cutShort, retried] = await attemptsOf();
    expect(cutShort).toMatchObject({ attempt: 1, succeeded: null, durationMs: null });
    expect(retried).toMatchObject({ attempt: 2, succeeded: true, error: null });
    expect(retried!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('stores a database failure in the attempt log by its SQL state, without the values it was given', async () => {
    const id = await enqueue(ctx.db, { kind: 'database-failure', payload: {}, maxAttempts: 1 });
    const handlers = {
      'database-failure': async () => {
        await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, 'Jane Doe, not an id'));
      },
    };
    await processDueOutbox(ctx.db, { handlers });
    const message = await messageOf(id);
    expect(message).toMatchObject({ status: 'failed', lastError: 'database error (SQL state 22P02)' });
    const [attempt] = await ctx.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxMessageId, id));
    expect(attempt).toMatchObject({ succeeded: false, error: 'database error (SQL state 22P02)' });
  });
});

describe('the outbox with two server processes', () => {
  const world = {} as { first: DatabaseHandle; second: DatabaseHandle; receiver: HttpReceiver };
  beforeAll(async () => {
    Object.assign(world, await createTestDatabasePair());
    world.receiver = await startHttpReceiver();
  });
  afterAll(async () => {
    await world.receiver?.close();
    await world.first?.close();
  });

  it('delivers each of many messages once per attempt to a real receiver while both workers run', async () => {
    const count = 120;
    const ids = await world.first.db.transaction(async (tx) => {
      const enqueued: string[] = [];
      for (let n = 0; n < count; n++) enqueued.push(await enqueue(tx, { kind: 'post', payload: { n } }));
      return enqueued;
    });
    // Every tenth message's first attempt fails, so retries are claimed by either worker as well.
    const failedOnce = new Set<string>();
    world.receiver.respond = (request, res) => {
      const { n } = JSON.parse(request.body) as { n: number };
      const failing = n % 10 === 0 && !failedOnce.has(String(n));
      if (failing) failedOnce.add(String(n));
      res.statusCode = failing ? 500 : 200;
      res.end();
    };
    const sentBy = { first: 0, second: 0 };
    const handlersOf = (side: keyof typeof sentBy) => ({
      post: async (payload: Record<string, unknown>, info: { attempt: number }) => {
        sentBy[side]++;
        const response = await fetch(`${world.receiver.url}/deliveries?attempt=${info.attempt}`, {
          method: 'POST',
          body: JSON.stringify(payload),
        });
        if (!response.ok) throw new Error(`the receiver answered ${response.status}`);
      },
    });
    const worker = async (side: keyof typeof sentBy) => {
      for (let poll = 0; poll < 3; poll++) {
        await processDueOutbox(world[side].db, {
          handlers: handlersOf(side),
          batchSize: 4,
          policy: instantRetry,
        });
      }
    };
    await Promise.all([worker('first'), worker('second')]);

    const received = world.receiver.requests.map((request) => {
      const { n } = JSON.parse(request.body) as { n: number };
      return `${n}@${new URL(request.path, world.receiver.url).searchParams.get('attempt')}`;
    });
    const expected = ids.flatMap((_, n) => (n % 10 === 0 ? [`${n}@1`, `${n}@2`] : [`${n}@1`]));
    expect(received.sort()).toEqual(expected.sort());
    const messages = await world.first.db.select().from(outboxMessages);
    expect(messages.every((message) => message.status === 'done')).toBe(true);
    const attempts = await world.first.db.select().from(outboxAttempts);
    expect(attempts).toHaveLength(expected.length);
    expect(attempts.filter((attempt) => attempt.succeeded)).toHaveLength(count);
    expect(sentBy.first + sentBy.second).toBe(expected.length);
    expect(Math.min(sentBy.first, sentBy.second)).toBeGreaterThan(0);
  });
});
