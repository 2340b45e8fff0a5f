import { AssessmentType } from '../content/assessment-form.ts';

/**
 * How a session may move through its pages and when its answers can no longer change, so no score can be read
 * before its answer is final. The stored position (AssessmentSession.currentPosition) is the furthest page the person has reached:
 * it never falls, so whatever it has unlocked (a question's feedback) stays unlocked, and answers locked by it stay
 * locked. The server enforces these rules; the player follows them so it never asks for a refused save.
 */

/** Why a requested move is refused (a message key of the locale files). */
export type PositionMoveRefusal = 'errors.sessionPositionSkipsPages' | 'errors.sessionPositionBackward';

/** The message keys of saves refused by these rules: sending such a save again can never succeed. */
export const SESSION_SAVE_REFUSALS = [
  'errors.sessionPositionSkipsPages',
  'errors.sessionPositionBackward',
  'errors.sessionAnswersFinal',
] as const;

/**
 * Whether a save may ask for `requested` when the furthest page reached is `reached`: forward one page at most (so
 * no page, and no question's feedback, is skipped over to reach a later one); back only in a training module,
 * which is for learning (the person looks again, the furthest page reached stays); an assessment never goes back.
 */
export function positionMoveRefusal(
  assessmentType: AssessmentType,
  reached: number,
  requested: number | null | undefined,
): PositionMoveRefusal | null {
  if (requested === null || requested === undefined) return null;
  if (requested > reached + 1) return 'errors.sessionPositionSkipsPages';
  if (requested < reached && assessmentType !== AssessmentType.TrainingModule) return 'errors.sessionPositionBackward';
  return null;
}

/** The furthest page reached after an allowed move to `requested` (going back in training keeps it). */
export function reachedAfterMove(reached: number, requested: number | null | undefined): number {
  return requested === null || requested === undefined ? reached : Math.max(reached, requested);
}

/**
 * Whether the answers to the presented question at `questionIndex` are final once the person has reached the page
 * at `reached`: its feedback page has been reached (the feedback, with its score, can be read from then on), or, in
 * an assessment, its page has been passed. The answers of the page being left count as given before the move, so a
 * save may carry the last answers of a page together with the move to the next one.
 */
export function answersAreFinal(
  pages: readonly SessionPageKind[],
  assessmentType: AssessmentType,
  reached: number,
  questionIndex: number,
): boolean {
  const questionPage = pages.findIndex((page) => page.kind === 'question' && page.questionIndex === questionIndex);
  const feedbackPage = pages.findIndex((page) => page.kind === 'feedback' && page.questionIndex === questionIndex);
  if (feedbackPage >= 0 && reached >= feedbackPage) return true;
  return assessmentType !== AssessmentType.TrainingModule && questionPage >= 0 && reached > questionPage;
}

/** A page as the rules above read it (any SessionPage of session-pages.ts): its kind and question index. */
export type SessionPageKind = { kind: 'start' | 'finish' } | { kind: 'question' | 'feedback'; questionIndex: number };
