import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/database.ts';
import { PRODUCT_EVENT_KIND } from '../src/platform/events/record-event.ts';
import { outboxMessages } from '../src/platform/outbox/outbox.table.ts';

/** The product events recorded about one person (`users.created`, `assessments.started`, ...), oldest first. */
export async function productEventsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, PRODUCT_EVENT_KIND), sql`${outboxMessages.payload}->'data'->>'userId' = ${userId}`),
    )
    .orderBy(asc(outboxMessages.createdAt));
  return rows.map((row) => (row.payload as { event: string }).event);
}

/** The webhook events recorded about one person's account (`users.created`, `users.updated`, ...), oldest first. */
export async function userEventsOf(db: Database, userId: string): Promise<string[]> {
  return (await productEventsOf(db, userId)).filter((event) => event.startsWith('users.'));
}
