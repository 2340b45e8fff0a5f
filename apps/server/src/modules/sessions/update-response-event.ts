import type { UseCaseCall } from '../../platform/use-case.ts';
import { loadAnsweredResponseEvent, type ResponseEventModel } from './answered-response-event.ts';
import { saveSessionResponses } from './save-session-responses.ts';

/**
 * updateQuestionResponseEvent: a response is never changed in place (docs/product/sessions.md#save): the earlier one is
 * archived with a cancel date and its replacement, with the given fields over the earlier ones, gets a new id.
 */
export async function updateResponseEvent({ actor, input, db }: UseCaseCall<ResponseEventModel>) {
  const earlier = await loadAnsweredResponseEvent(db, actor, String(input.id));
  const replacement = {
    id: crypto.randomUUID(),
    questionId: earlier.questionId,
    assessmentItemId: earlier.assessmentItemId,
    questionAnswerId: earlier.questionAnswerId,
    responseTimeSeconds: earlier.responseTimeSeconds,
    clickPositionX: earlier.clickPositionX,
    clickPositionY: earlier.clickPositionY,
    textInput: earlier.textInput,
    subQuestionNumber: earlier.subQuestionNumber,
    ...Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && key !== 'id')),
  };
  delete (replacement as ResponseEventModel).assessmentSessionId;
  await saveSessionResponses({
    actor,
    input: { assessmentSessionId: earlier.assessmentSessionId, added: [replacement], removed: [earlier.id] },
    db,
  });
  return loadAnsweredResponseEvent(db, actor, replacement.id);
}
