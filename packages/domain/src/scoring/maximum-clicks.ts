import { isLocationQuestion } from '../content/question-types.ts';
import { currentEventsOf, DEFAULT_SUB_QUESTION_NUMBER, type ResponseEvent } from './response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';

/** The failure record added when a location question gets more clicks than maximumClicks. */
export const FAILED_MAXIMUM_CLICKS_SCORE = -100000;
export const FAILED_MAXIMUM_CLICKS_TEXT = 'FailedMaximumClicks';

/** The fields of a new failure record (the caller adds ids, the session references and the date). */
export const FAILED_MAXIMUM_CLICKS_RECORD = {
  questionAnswerId: null,
  score: FAILED_MAXIMUM_CLICKS_SCORE,
  isCorrect: false,
  textInput: FAILED_MAXIMUM_CLICKS_TEXT,
  subQuestionNumber: DEFAULT_SUB_QUESTION_NUMBER,
} as const;

/** True for a failure record (recognised by its textInput, since a client's score is never trusted). */
export function isFailedMaximumClicksRecord(event: Pick<ResponseEvent, 'textInput'>): boolean {
  return event.textInput === FAILED_MAXIMUM_CLICKS_TEXT;
}

/**
 * True when `clicks` is over the limit. A limit of 0 means no limit, like maxSuspiciousAnswers and maxUsers
 * (the editor allows 0; a location question that takes no click at all would be meaningless).
 */
export function exceedsMaximumClicks(clicks: number, maximumClicks: number | null | undefined): boolean {
  return typeof maximumClicks === 'number' && maximumClicks > 0 && clicks > maximumClicks;
}

/** The current clicks of a question: its current events other than failure records. */
export function clickEvents<E extends ResponseEvent>(questionId: string, events: readonly E[]): E[] {
  return currentEventsOf(events, questionId).filter((event) => !isFailedMaximumClicksRecord(event));
}

/**
 * Whether a location question has failed the click limit: more current clicks than maximumClicks, or a current
 * failure record. Other question types have no click limit.
 */
export function failedMaximumClicks(question: ScoringQuestion, events: readonly ResponseEvent[]): boolean {
  if (!isLocationQuestion(question.questionType)) return false;
  if (currentEventsOf(events, question.id).some(isFailedMaximumClicksRecord)) return true;
  return exceedsMaximumClicks(clickEvents(question.id, events).length, question.maximumClicks);
}

export type MaximumClicksChange = { action: 'add' } | { action: 'remove'; eventIds: string[] } | { action: 'none' };

/**
 * docs/product/scoring.md#maximum-clicks: after the clicks of a location question change, whether to add the failure
 * record (clicks over the limit and no record yet) or remove the current ones (clicks back within the limit), or leave
 * things as they are.
 */
export function maximumClicksChange(question: ScoringQuestion, events: readonly ResponseEvent[]): MaximumClicksChange {
  if (!isLocationQuestion(question.questionType)) return { action: 'none' };
  const records = currentEventsOf(events, question.id).filter(isFailedMaximumClicksRecord);
  const over = exceedsMaximumClicks(clickEvents(question.id, events).length, question.maximumClicks);
  if (over && records.length === 0) return { action: 'add' };
  if (!over && records.length > 0) return { action: 'remove', eventIds: records.map((record) => record.id) };
  return { action: 'none' };
}
