import type { Executor } from '../db/database.ts';
import { enqueue } from '../outbox/enqueue.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { EmailMessage, EmailTransport } from './email-transport.ts';

export const SEND_EMAIL_JOB = 'email';

/** Queues a rendered email in the caller's transaction; the outbox worker sends it after commit, with retries. */
export function enqueueEmail(tx: Executor, message: EmailMessage, subscriptionId?: string | null) {
  return enqueue(tx, { kind: SEND_EMAIL_JOB, payload: { ...message }, subscriptionId: subscriptionId ?? null });
}

export function sendEmailHandler(transport: EmailTransport): OutboxHandler {
  return (payload) => transport.send(payload as unknown as EmailMessage);
}
