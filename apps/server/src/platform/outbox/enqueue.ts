import type { Executor } from '../db/database.ts';
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

/** enqueue for many items in one insert. */
export async function enqueueMany(tx: Executor, items: OutboxItem[]): Promise<void> {
  if (items.length > 0) await tx.insert(outboxMessages).values(items.map(outboxRow));
}
