import type { UseCaseCall } from '../../platform/use-case.ts';
import { loadAnsweredResponseEvent, type ResponseEventModel } from './answered-response-event.ts';
import { saveSessionResponses } from './save-session-responses.ts';

/** createQuestionResponseEvent: one response saved as a page save would (scored here, idempotent by id). */
export async function createResponseEvent({ actor, input, db }: UseCaseCall<ResponseEventModel>) {
  const { assessmentSessionId, ...event } = input;
  await saveSessionResponses({ actor, input: { assessmentSessionId, added: [event] }, db });
  return loadAnsweredResponseEvent(db, actor, String(event.id));
}
