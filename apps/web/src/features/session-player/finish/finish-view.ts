import { FeedbackStyle } from '@roadmark/domain/content/assessment-form';

/** What the finish page shows besides the overall feedback and the suspicious-answer text, which every style shows. */
export interface FinishSections {
  /** The style the page is drawn in (the assessment's own, or the summary for a staff results view). */
  style: FeedbackStyle;
  /** The total score and its risk category. */
  score: boolean;
  /** Each scored question with its score and feedback. */
  questionBreakdown: boolean;
  /** The score per safety metric. */
  driverMetrics: boolean;
}

/**
 * The style that governs the end screens (docs/product/content.md#feedback). Staff who open a results view
 * (`showSummary`, decided by the caller) see the summary style when the assessment's own is neither summary nor
 * each-question.
 */
export function effectiveFeedbackStyle(style: FeedbackStyle, showSummary: boolean): FeedbackStyle {
  if (!showSummary) return style;
  return style === FeedbackStyle.EachQuestionFeedback ? style : FeedbackStyle.SummaryFeedback;
}

/**
 * Per style: NoScore shows the feedback (and the suspicious-answer text) without any score, so no risk band, per-question scores or metric scores either; NoFeedback shows the feedback and the total score
 * with its risk band, without a per-question breakdown (nor the metric scores, which break the total down too);
 * SummaryFeedback shows the text, the total score and a per-question view, with the risk category and the
 * safety-metric scores; EachQuestionFeedback adds feedback after each question, and its finish page is the summary.
 */
export function finishSections(style: FeedbackStyle, showSummary: boolean): FinishSections {
  const effective = effectiveFeedbackStyle(style, showSummary);
  const summary = effective === FeedbackStyle.SummaryFeedback || effective === FeedbackStyle.EachQuestionFeedback;
  const noBreakdown = effective === FeedbackStyle.NoFeedback;
  return {
    style: effective,
    score: summary || noBreakdown,
    questionBreakdown: summary,
    driverMetrics: summary,
  };
}
