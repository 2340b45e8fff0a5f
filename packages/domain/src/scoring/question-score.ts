import { maxScoreForParts, QuestionType } from '../content/question-types.ts';
import { partScores } from './part-scores.ts';
import type { ResponseEvent } from './response-event.ts';
import { percentOf } from './score-math.ts';
import type { ScoringQuestion } from './scoring-question.ts';

/** One question's result, as the finish page's per-question breakdown shows it. */
export interface QuestionScore {
  questionId: string;
  questionType: QuestionType;
  driverMetricId: string | null;
  /** Σ part scores (for a sequence: Σ of its children's scores). */
  score: number;
  /** 100 × number of parts (for a sequence: Σ of its children's maxScores). */
  maxScore: number;
  /** Math.round(100 × score / maxScore); null when maxScore is 0. */
  percent: number | null;
  /** Each part's 0..100 score; empty for a sequence. */
  parts: number[];
  /** A sequence's children, scored the same way. */
  children: QuestionScore[];
}

/**
 * Scores one question from its current events (docs/product/scoring.md#question-score): maxScore = 100 ×
 * numberOfSubQuestions, score = Σ part scores, percent = 100 × score / maxScore. A sequence scores through its child
 * questions (nested sequences too): Σ children's scores over Σ children's maxScores. `events` may hold other questions'
 * events too.
 */
export function questionScore(question: ScoringQuestion, events: readonly ResponseEvent[]): QuestionScore {
  const base = {
    questionId: question.id,
    questionType: question.questionType,
    driverMetricId: question.driverMetricId ?? null,
  };
  if (question.questionType === QuestionType.SequenceOfQuestions) {
    const children = (question.children ?? []).map((child) => questionScore(child, events));
    const score = children.reduce((sum, child) => sum + child.score, 0);
    const maxScore = children.reduce((sum, child) => sum + child.maxScore, 0);
    return { ...base, score, maxScore, percent: percentOf(score, maxScore), parts: [], children };
  }
  const parts = partScores(question, events);
  const score = parts.reduce((sum, part) => sum + part, 0);
  const maxScore = maxScoreForParts(parts.length);
  return { ...base, score, maxScore, percent: percentOf(score, maxScore), parts, children: [] };
}
