/**
 * A QuestionResponseEvent's fields that scoring reads. `score` and `isCorrect` are what the client claimed;
 * scoring never reads them: every event is re-scored from the answer key (docs/product/scoring.md).
 */
export interface ResponseEvent {
  id: string;
  questionId: string;
  questionAnswerId?: string | null;
  assessmentItemId?: string | null;
  eventDate?: Date | string | null;
  cancelEventDate?: Date | string | null;
  archived?: boolean | null;
  score?: number | null;
  isCorrect?: boolean | null;
  responseTimeSeconds?: number | null;
  clickPositionX?: number | null;
  clickPositionY?: number | null;
  discriminationGroup?: number | null;
  textInput?: string | null;
  subQuestionNumber?: number | null;
}

/** An event's part defaults to 1. */
export const DEFAULT_SUB_QUESTION_NUMBER = 1;

/** An event counts while it is neither archived nor cancelled (a replaced answer is both). */
export function isCurrentEvent(event: Pick<ResponseEvent, 'archived' | 'cancelEventDate'>): boolean {
  return !event.archived && (event.cancelEventDate === null || event.cancelEventDate === undefined);
}

/** The current events of one question, in the order given. */
export function currentEventsOf<E extends ResponseEvent>(events: readonly E[], questionId: string): E[] {
  return events.filter((event) => event.questionId === questionId && isCurrentEvent(event));
}

/** Milliseconds since the epoch of an event date (0 when missing), to order events oldest first. */
export function eventTime(event: Pick<ResponseEvent, 'eventDate'>): number {
  const date = event.eventDate;
  if (date === null || date === undefined) return 0;
  const time = date instanceof Date ? date.getTime() : Date.parse(date);
  return Number.isNaN(time) ? 0 : time;
}
