import { AssessmentType, FeedbackStyle } from '../content/assessment-form.ts';
import { countsTowardScore, type QuestionType } from '../content/question-types.ts';

/**
 * The pages of a session (docs/product/sessions.md#pages) and how the player moves through them. Positions are 0-based
 * page indexes (AssessmentSession.currentPosition): 0 is the start page, the last is the finish page.
 */

/** One page: the start page (introduction), a question, the feedback on a question, or the finish page. */
export type SessionPage<Q> =
  | { kind: 'start' }
  | { kind: 'question'; question: Q; questionIndex: number }
  | { kind: 'feedback'; question: Q; questionIndex: number }
  | { kind: 'finish' };

/** The button that moves on from a page: Next, Finish on the finish page, or Close there in results-only mode. */
export type ForwardButton = 'next' | 'finish' | 'close';

/** Whether a presented question gets a feedback page after it: scored questions, with EachQuestionFeedback only. */
export function hasFeedbackPage(questionType: QuestionType, feedbackStyle: FeedbackStyle): boolean {
  return feedbackStyle === FeedbackStyle.EachQuestionFeedback && countsTowardScore(questionType);
}

/** Start page, each presented question (in the stored order) with its feedback page where due, finish page. */
export function buildSessionPages<Q extends { questionType: QuestionType }>(
  presented: readonly Q[],
  feedbackStyle: FeedbackStyle,
): SessionPage<Q>[] {
  const pages: SessionPage<Q>[] = [{ kind: 'start' }];
  presented.forEach((question, questionIndex) => {
    pages.push({ kind: 'question', question, questionIndex });
    if (hasFeedbackPage(question.questionType, feedbackStyle))
      pages.push({ kind: 'feedback', question, questionIndex });
  });
  pages.push({ kind: 'finish' });
  return pages;
}

/** How many pages a session of these questions has (at least 2: start and finish). */
export function pageCount(presented: readonly { questionType: QuestionType }[], feedbackStyle: FeedbackStyle): number {
  return presented.reduce(
    (count, question) => count + (hasFeedbackPage(question.questionType, feedbackStyle) ? 2 : 1),
    2,
  );
}

/** The 'Screen X of Y' progress bar shows when a session has more than 2 pages. */
export function showsProgress(pages: number): boolean {
  return pages > 2;
}

/** The X and Y of 'Screen X of Y' at a position. */
export function screenOf(position: number, pages: number): { screen: number; of: number } {
  return { screen: clampPosition(position, pages) + 1, of: pages };
}

/** The finish page's position. */
export function finishPosition(pages: number): number {
  return Math.max(0, pages - 1);
}

/** A position brought into 0..pages − 1 (a fraction floored, a missing or non-numeric one read as 0). */
export function clampPosition(position: number | null | undefined, pages: number): number {
  const whole = Number.isFinite(position) ? Math.floor(position as number) : 0;
  return Math.min(Math.max(0, whole), finishPosition(pages));
}

/** Where the player opens: the stored position clamped to the pages, or the finish page in results-only mode. */
export function openingPosition(stored: number | null | undefined, pages: number, resultsOnly: boolean): number {
  return resultsOnly ? finishPosition(pages) : clampPosition(stored, pages);
}

/**
 * Previous shows for training modules only, never on the first page, and (a decision: the session is finished
 * on reaching it and refuses answers after that) never on the finish page, results-only mode included.
 */
export function canGoBack(assessmentType: AssessmentType, position: number, pages: number): boolean {
  return assessmentType === AssessmentType.TrainingModule && position > 0 && position < finishPosition(pages);
}

/** Close in results-only mode; otherwise Next before the finish page and Finish (which leaves the session) on it. */
export function forwardButton(position: number, pages: number, resultsOnly: boolean): ForwardButton {
  if (resultsOnly) return 'close';
  return position < finishPosition(pages) ? 'next' : 'finish';
}
