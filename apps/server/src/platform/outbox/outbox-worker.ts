import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { safeErrorMessage } from '../logging/serialize-error.ts';
import { type PollLoop, startPollLoop } from '../scheduler/poll-loop.ts';
import { outboxAttempts, outboxMessages } from './outbox.table.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';

/** Which attempt this is, for handlers that keep their own log (webhook deliveries). */
export interface OutboxDeliveryInfo {
  messageId: string;
  attempt: number;
  maxAttempts: number;
}

export type OutboxHandler = (payload: Record<string, unknown>, info: OutboxDeliveryInfo) => Promise<void>;
export type OutboxHandlers = Record<string, OutboxHandler>;

type ClaimedMessage = typeof outboxMessages.$inferSelect;

const CLAIM_LEASE_SECONDS = 120;

/**
 * Claims due messages of the kinds this process has handlers for. SKIP LOCKED lets several server processes claim
 * side by side without taking the same row; the lease hands a message back to the others if this process dies
 * mid-delivery. A kind nobody handles yet (product events before the integrations deliver them) stays pending,
 * untouched, instead of failing its way through the retries.
 */
async function claimDue(db: Database, kinds: readonly string[], batchSize: number): Promise<ClaimedMessage[]> {
  if (kinds.length === 0) return [];
  const handledKind = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${outboxMessages}
    set status = 'processing', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    where id in (
      select id from ${outboxMessages}
      where ((status = 'pending' and run_at <= now()) or (status = 'processing' and locked_until < now()))
        and kind in (${handledKind})
      order by run_at, created_at
      limit ${batchSize}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.id, ids))
    .orderBy(asc(outboxMessages.runAt), asc(outboxMessages.createdAt));
}

/**
 * Writes the attempt to the log, committed, before the work is sent: a process stopped mid-delivery (killed,
 * redeployed) then leaves a visible attempt with no outcome, and the lease hands the message to the next try.
 */
async function logAttemptStarted(db: Database, message: ClaimedMessage): Promise<{ id: string; startedAt: Date }> {
  const attempt = { id: crypto.randomUUID(), startedAt: new Date() };
  await db.insert(outboxAttempts).values({ ...attempt, outboxMessageId: message.id, attempt: message.attempts });
  return attempt;
}

async function runHandler(message: ClaimedMessage, handlers: OutboxHandlers): Promise<string | null> {
  const handler = handlers[message.kind];
  try {
    if (!handler) throw new Error(`No outbox handler for "${message.kind}"`);
    await handler(message.payload as Record<string, unknown>, {
      messageId: message.id,
      attempt: message.attempts,
      maxAttempts: message.maxAttempts,
    });
    return null;
  } catch (caught) {
    return safeErrorMessage(caught);
  }
}

async function deliver(db: Database, message: ClaimedMessage, handlers: OutboxHandlers, policy: RetryPolicy) {
  const attempt = await logAttemptStarted(db, message);
  const error = await runHandler(message, handlers);
  const finished = error === null;
  const givesUp = !finished && message.attempts >= message.maxAttempts;
  await db.transaction(async (tx) => {
    await tx
      .update(outboxAttempts)
      .set({ durationMs: Date.now() - attempt.startedAt.getTime(), succeeded: finished, error })
      .where(eq(outboxAttempts.id, attempt.id));
    await tx
      .update(outboxMessages)
      .set({
        status: finished ? 'done' : givesUp ? 'failed' : 'pending',
        lockedUntil: null,
        lastError: error,
        completedAt: finished ? new Date() : null,
        runAt: finished || givesUp ? message.runAt : new Date(Date.now() + policy.delayMs(message.attempts)),
      })
      .where(eq(outboxMessages.id, message.id));
  });
  return finished;
}

export interface OutboxRunOptions {
  handlers: OutboxHandlers;
  policy?: RetryPolicy;
  batchSize?: number;
}

/** Delivers everything due now, batch by batch; returns how many messages were attempted. */
export async function processDueOutbox(db: Database, options: OutboxRunOptions): Promise<number> {
  let attempted = 0;
  const kinds = Object.keys(options.handlers);
  for (;;) {
    const batch = await claimDue(db, kinds, options.batchSize ?? 20);
    if (batch.length === 0) return attempted;
    for (const message of batch) {
      await deliver(db, message, options.handlers, options.policy ?? DEFAULT_RETRY_POLICY);
      attempted++;
    }
  }
}

/** Polls the outbox until stopped; one failing poll is logged and the next one tries again. */
export function startOutboxWorker(
  db: Database,
  options: OutboxRunOptions & { pollMs: number; logger: Logger },
): PollLoop {
  return startPollLoop(
    () => processDueOutbox(db, options),
    options.pollMs,
    (error) => options.logger.error({ err: error }, 'outbox poll failed'),
  );
}
