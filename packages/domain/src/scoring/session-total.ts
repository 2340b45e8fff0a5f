import { countsTowardScore } from '../content/question-types.ts';
import { type QuestionScore, questionScore } from './question-score.ts';
import type { ResponseEvent } from './response-event.ts';
import { percentOf } from './score-math.ts';
import type { ScoringQuestion } from './scoring-question.ts';

/** A question as presented in a session (AssessmentItemSessionOrder), with the item it was presented in. */
export interface PresentedQuestion {
  question: ScoringQuestion;
  /** When given, only events of this item count, so a question presented twice is scored twice, apart. */
  assessmentItemId?: string | null;
}

export interface SessionTotal {
  /**
   * round(100 × Σ question scores / Σ question maxScores); null when the session has nothing scored (no question
   * of the Question category, or only ones with maxScore 0): such a session is not assessed, so its risk is
   * NotAssessed rather than a High risk from a 0 that measured nothing.
   */
  totalScore: number | null;
  score: number;
  maxScore: number;
  /** The per-question breakdown, in presentation order, Question category only. */
  questions: QuestionScore[];
}

/** The events that belong to one presentation: its item's, or any item's when either side does not say. */
export function eventsOfPresentation(presented: PresentedQuestion, events: readonly ResponseEvent[]): ResponseEvent[] {
  const itemId = presented.assessmentItemId;
  if (!itemId) return [...events];
  return events.filter((event) => !event.assessmentItemId || event.assessmentItemId === itemId);
}

/**
 * docs/product/scoring.md#session-total: the session total over the Question category only (the six video/image types
 * and sequences through their children); questionnaires, learning and information pages never count.
 */
export function sessionTotal(presented: readonly PresentedQuestion[], events: readonly ResponseEvent[]): SessionTotal {
  const questions = presented
    .filter((entry) => countsTowardScore(entry.question.questionType))
    .map((entry) => questionScore(entry.question, eventsOfPresentation(entry, events)));
  const score = questions.reduce((sum, question) => sum + question.score, 0);
  const maxScore = questions.reduce((sum, question) => sum + question.maxScore, 0);
  return { totalScore: percentOf(score, maxScore), score, maxScore, questions };
}
