import type { Executor } from '../db/database.ts';
import { insertMany } from '../db/insert-many.ts';
import { outboxMessages } from './outbox.table.ts';
import { DEFAULT_RETRY_POLICY } from './retry-policy.ts';

export interface OutboxItem {
  kind: string;
  payload: Record<string, unknown>;
  subscriptionId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

function outboxRow(item: OutboxItem) {
  return {
    id: crypto.randomUUID(),
    kind: item.kind,
    payload: item.payload,
    subscriptionId: item.subscriptionId ?? null,
    runAt: item.runAt ?? new Date(),
    maxAttempts: item.maxAttempts ?? DEFAULT_RETRY_POLICY.maxAttempts,
  };
}

/** Writes work to the outbox inside the caller's transaction, so it is sent if and only if the transaction commits. */
export async function enqueue(tx: Executor, item: OutboxItem): Promise<string> {
  const row = outboxRow(item);
  await tx.insert(outboxMessages).values(row);
  return row.id;
}

/** enqueue for many items in one insert (an import's batch of events). */
export async function enqueueMany(tx: Executor, items: OutboxItem[]): Promise<void> {
  const rows = items.map(outboxRow);
  await insertMany(tx, 'outbox_messages', [
    { name: 'id', type: 'uuid', values: rows.map((row) => row.id) },
    { name: 'kind', type: 'text', values: rows.map((row) => row.kind) },
    { name: 'payload', type: 'jsonb', values: rows.map((row) => JSON.stringify(row.payload)) },
    { name: 'subscription_id', type: 'uuid', values: rows.map((row) => row.subscriptionId) },
    { name: 'run_at', type: 'timestamptz', values: rows.map((row) => row.runAt.toISOString()) },
    { name: 'max_attempts', type: 'integer', values: rows.map((row) => row.maxAttempts) },
  ]);
}
