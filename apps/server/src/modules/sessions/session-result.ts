import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type { RiskCategory } from '@roadmark/domain/risk';
import { selectQuestionFeedback } from '@roadmark/domain/scoring/feedback-selection';
import { optionalBlobUrl as urlOf } from '../files/blob-url.ts';
import type { SessionRow } from './session.policy.ts';
import type { SessionPresented } from './session-presentation.ts';

interface FeedbackMedia {
  feedbackText: string | null;
  feedbackImageUrl: string | null;
  feedbackVideoUrl: string | null;
}

export interface QuestionResult extends FeedbackMedia {
  assessmentItemId: string;
  questionId: string;
  name: string;
  questionType: string;
  score: number;
  maxScore: number;
  percent: number | null;
}

/** The score result: what the finish page shows (docs/product/scoring.md#response-score). */
export interface SessionResult extends FeedbackMedia {
  session: SessionRow;
  assessmentName: string;
  feedbackStyle: FeedbackStyle;
  score: number | null;
  minScore: number;
  maxScore: number;
  riskCategory: RiskCategory;
  markedSuspicious: boolean;
  suspiciousAnswerText: string | null;
  questionBreakdown: QuestionResult[];
  driverMetricBreakdown: DriverMetricResult[];
}

/**
 * One safety metric of a session. The score is the session's own, before adjustments; the person's dashboard shows
 * the value the session gave the metric, which the assessment's adjustment rules may have moved away from it.
 */
export interface DriverMetricResult {
  driverMetricId: string;
  name: string;
  /** Percent over the session's questions of this metric. */
  score: number;
  /** What the adjustment rules this result matches add to the metric (negative: take off); 0 when none match. */
  adjustment: number;
  /** The score plus the adjustment, clamped to 0..100, as finishing stores it; null for a preview, which stores none. */
  dashboardValue: number | null;
}

export function questionResult(
  presented: SessionPresented,
  scored: { score: number; maxScore: number; percent: number | null },
): QuestionResult {
  const selected = selectQuestionFeedback(presented.entry.feedbacks, scored);
  return {
    assessmentItemId: presented.assessmentItemId,
    questionId: presented.entry.question.id,
    name: presented.entry.question.name,
    questionType: presented.entry.question.questionType,
    score: scored.score,
    maxScore: scored.maxScore,
    percent: scored.percent,
    feedbackText: selected?.text ?? null,
    feedbackImageUrl: urlOf(selected?.feedback.imageBlobReferenceId),
    feedbackVideoUrl: urlOf(selected?.feedback.videoBlobReferenceId),
  };
}
