import type { PresentedQuestion } from '@roadmark/domain/scoring/session-total';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { assessmentItemSessionOrders } from './assessment-session.table.ts';
import type { SessionInContext, SessionRow } from './session.policy.ts';
import { type SessionQuestion, toScoringQuestion } from './session-content.ts';
import { sessionContentCache } from './session-content-cache.ts';
import type { SessionOrderEntry } from './session-order.ts';

/** A question as one session presents it: the item it came from and its content. */
export interface SessionPresented {
  assessmentItemId: string;
  entry: SessionQuestion;
}

/**
 * The order the session was given when it began, as its own row keeps a copy of it (written with the order's rows,
 * in one transaction); null when the row holds none, and the order's rows are read instead.
 */
function orderInRow(session: SessionRow): Pick<SessionOrderEntry, 'assessmentItemId' | 'questionIds'>[] | null {
  const order = (session.sessionInitializationJson as { order?: unknown } | null)?.order;
  return Array.isArray(order) && order.length > 0 ? (order as SessionOrderEntry[]) : null;
}

async function orderRows(tx: Executor, sessionId: string) {
  return tx
    .select({
      assessmentItemId: assessmentItemSessionOrders.assessmentItemId,
      questionIds: assessmentItemSessionOrders.questionIds,
    })
    .from(assessmentItemSessionOrders)
    .where(eq(assessmentItemSessionOrders.assessmentSessionId, sessionId))
    .orderBy(asc(assessmentItemSessionOrders.position));
}

/**
 * The questions of a session in presentation order, with their content (questions since deleted are skipped). The
 * order is the one drawn when the session began and never changes; the content comes from this process's cache of
 * the content version the session was read with.
 */
export async function loadPresentation(
  tx: Executor,
  { session, contentVersion }: Pick<SessionInContext, 'session' | 'contentVersion'>,
): Promise<SessionPresented[]> {
  const order = orderInRow(session) ?? (await orderRows(tx, session.id));
  const content = await sessionContentCache.questions(
    tx,
    contentVersion,
    order.flatMap((entry) => entry.questionIds),
  );
  const presented: SessionPresented[] = [];
  for (const entry of order) {
    for (const questionId of entry.questionIds) {
      const loaded = content.get(questionId);
      if (loaded) presented.push({ assessmentItemId: entry.assessmentItemId, entry: loaded });
    }
  }
  return presented;
}

/** The presentation as the scoring engine reads it. */
export function toScoringPresentation(presented: readonly SessionPresented[]): PresentedQuestion[] {
  return presented.map(({ assessmentItemId, entry }) => ({ assessmentItemId, question: toScoringQuestion(entry) }));
}

/**
 * Finds the question a response is about: a presented question of that item, or a child of one (a sequence's
 * question or a questionnaire's sub-question). Null when the session does not present it.
 */
export function findAnsweredQuestion(
  presented: readonly SessionPresented[],
  assessmentItemId: string,
  questionId: string,
): SessionQuestion | null {
  for (const candidate of presented) {
    if (candidate.assessmentItemId !== assessmentItemId) continue;
    if (candidate.entry.question.id === questionId) return candidate.entry;
    const child = candidate.entry.children.find((c) => c.question.id === questionId);
    if (child) return child;
  }
  return null;
}
