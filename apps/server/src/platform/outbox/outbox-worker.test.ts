import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
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
