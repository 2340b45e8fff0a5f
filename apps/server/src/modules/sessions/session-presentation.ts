import type { PresentedQuestion } from '@roadmark/domain/scoring/session-total';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { assessmentItemSessionOrders } from './assessment-session.table.ts';
import { loadSessionQuestions, type SessionQuestion, toScoringQuestion } from './session-content.ts';

/** A question as one session presents it: the item it came from and its content. */
export interface SessionPresented {
  assessmentItemId: string;
  entry: SessionQuestion;
}

/** The questions of a session in presentation order, with their content (questions since deleted are skipped). */
export async function loadPresentation(tx: Executor, sessionId: string): Promise<SessionPresented[]> {
  const order = await tx
    .select()
    .from(assessmentItemSessionOrders)
    .where(eq(assessmentItemSessionOrders.assessmentSessionId, sessionId))
    .orderBy(asc(assessmentItemSessionOrders.position));
  const content = await loadSessionQuestions(
    tx,
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
