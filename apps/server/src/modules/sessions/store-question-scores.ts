import type { QuestionScore } from '@roadmark/domain/scoring/question-score';
import type { ResponseEvent } from '@roadmark/domain/scoring/response-event';
import type { Executor } from '../../platform/db/database.ts';
import { assessmentSessionQuestionScores, itemAnalysisPendingSessions } from './assessment-session.table.ts';

interface ScoredSession {
  id: string;
  subscriptionId: string;
  assessmentId: string;
}

type QuestionScoreRow = typeof assessmentSessionQuestionScores.$inferInsert;

/** Whether the person answered the question: any current event of it, or for a sequence of any child. */
function wasAnswered(question: QuestionScore, answeredIds: ReadonlySet<string>): boolean {
  if (question.children.length > 0) return question.children.some((child) => wasAnswered(child, answeredIds));
  return answeredIds.has(question.questionId);
}

/**
 * The rows item analysis reads for one scored session: each question of the breakdown at its place, and each child
 * of a sequence (nested ones too) beside it, with the sequence it was scored in.
 */
export function questionScoreRows(
  session: ScoredSession,
  breakdown: readonly QuestionScore[],
  events: readonly Pick<ResponseEvent, 'questionId'>[],
): QuestionScoreRow[] {
  const answeredIds = new Set(events.map((event) => event.questionId));
  const rows: QuestionScoreRow[] = [];
  const add = (question: QuestionScore, position: number, parentQuestionId: string | null) => {
    rows.push({
      id: crypto.randomUUID(),
      subscriptionId: session.subscriptionId,
      assessmentSessionId: session.id,
      assessmentId: session.assessmentId,
      questionId: question.questionId,
      parentQuestionId,
      position,
      score: question.score,
      maxScore: question.maxScore,
      percent: question.percent,
      answered: wasAnswered(question, answeredIds),
    });
    for (const child of question.children) add(child, position, question.questionId);
  };
  for (const [position, question] of breakdown.entries()) add(question, position, null);
  return rows;
}

/**
 * Keeps a finished session's per-question scores (its current events are the ones it was scored from), and queues the
 * session for folding into item analysis's kept sums.
 */
export async function storeQuestionScores(
  tx: Executor,
  session: ScoredSession,
  breakdown: readonly QuestionScore[],
  events: readonly Pick<ResponseEvent, 'questionId'>[],
): Promise<void> {
  const rows = questionScoreRows(session, breakdown, events);
  if (rows.length === 0) return;
  await tx.insert(assessmentSessionQuestionScores).values(rows);
  await tx
    .insert(itemAnalysisPendingSessions)
    .values({ assessmentSessionId: session.id, assessmentId: session.assessmentId })
    .onConflictDoNothing();
}
