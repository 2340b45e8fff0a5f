import type { PlayerPresentedQuestion, PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';

/** The fields a page sets on a new response; the rest default to null (and the part to 1). */
export type ResponseEventFields = Partial<
  Pick<
    PlayerResponseEvent,
    'questionAnswerId' | 'responseTimeSeconds' | 'clickPositionX' | 'clickPositionY' | 'textInput' | 'subQuestionNumber'
  >
>;

/**
 * A new response event to `questionId` (the presented question or one of its children) with a browser-made id, so
 * saving it twice is harmless, and the presented item it belongs to.
 */
export function pageResponseEvent(
  presented: PlayerPresentedQuestion,
  questionId: string,
  fields: ResponseEventFields,
): PlayerResponseEvent {
  return {
    id: crypto.randomUUID(),
    questionId,
    assessmentItemId: presented.assessmentItemId,
    questionAnswerId: fields.questionAnswerId ?? null,
    responseTimeSeconds: fields.responseTimeSeconds ?? null,
    clickPositionX: fields.clickPositionX ?? null,
    clickPositionY: fields.clickPositionY ?? null,
    textInput: fields.textInput ?? null,
    subQuestionNumber: fields.subQuestionNumber ?? 1,
    eventDate: new Date().toISOString(),
  };
}
