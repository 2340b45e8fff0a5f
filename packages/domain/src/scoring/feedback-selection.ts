import { fillFeedbackText } from '../content/feedback-ranges.ts';
import { sortByScoreRange } from '../content/score-ranges.ts';
import { MAX_SCORE } from './score-math.ts';
import { scoreRangeContains } from './score-range.ts';

/** A question feedback row (question_feedbacks), or any object with these fields. */
export interface QuestionFeedbackRange {
  minScore: number;
  maxScore: number;
  feedbackText: string;
  archived?: boolean | null;
}

/** An assessment feedback row (assessment_feedbacks), or any object with these fields. */
export interface AssessmentFeedbackRange {
  minTotalScore: number;
  maxTotalScore: number;
  feedbackText: string;
  archived?: boolean | null;
}

/** A chosen feedback with its placeholders filled. */
export interface SelectedFeedback<F> {
  feedback: F;
  text: string;
}

function firstContaining<F extends { archived?: boolean | null }>(
  feedbacks: readonly F[],
  range: (feedback: F) => { min: number; max: number },
  score: number | null,
): F | null {
  const live = feedbacks.filter((feedback) => !feedback.archived);
  return sortByScoreRange(live, range).find((feedback) => scoreRangeContains(range(feedback), score)) ?? null;
}

/**
 * The question feedback whose inclusive range contains the question's percent (overlaps: the first in the editor's
 * min-then-max order), with {score} and {maxScore} filled with the question's points (e.g. 150 of 200 for two
 * parts); null when none applies, and the page shows 'No feedback available for this question'.
 */
export function selectQuestionFeedback<F extends QuestionFeedbackRange>(
  feedbacks: readonly F[],
  question: { score: number; maxScore: number; percent: number | null },
): SelectedFeedback<F> | null {
  const feedback = firstContaining(feedbacks, (f) => ({ min: f.minScore, max: f.maxScore }), question.percent);
  if (!feedback) return null;
  return { feedback, text: fillFeedbackText(feedback.feedbackText, question.score, question.maxScore) };
}

/**
 * The assessment feedback whose inclusive range contains the session total (overlaps: the first in min-then-max
 * order), with {score} the total and {maxScore} 100; null when none applies or the session is not assessed.
 */
export function selectAssessmentFeedback<F extends AssessmentFeedbackRange>(
  feedbacks: readonly F[],
  totalScore: number | null,
): SelectedFeedback<F> | null {
  const feedback = firstContaining(feedbacks, (f) => ({ min: f.minTotalScore, max: f.maxTotalScore }), totalScore);
  if (!feedback || totalScore === null) return null;
  return { feedback, text: fillFeedbackText(feedback.feedbackText, totalScore, MAX_SCORE) };
}
