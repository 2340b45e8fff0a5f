import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

export type ResponseEventRow = typeof questionResponseEvents.$inferSelect;

/** A session's current responses (neither archived nor cancelled), oldest first: what scoring and the player read. */
export function currentResponseEvents(tx: Executor, sessionId: string): Promise<ResponseEventRow[]> {
  const t = questionResponseEvents;
  return tx
    .select()
    .from(t)
    .where(and(eq(t.assessmentSessionId, sessionId), eq(t.archived, false), isNull(t.cancelEventDate)))
    .orderBy(asc(t.eventDate), asc(t.createdAt));
}
