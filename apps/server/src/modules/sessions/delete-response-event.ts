import type { UseCaseCall } from '../../platform/use-case.ts';
import { loadAnsweredResponseEvent } from './answered-response-event.ts';
import { saveSessionResponses } from './save-session-responses.ts';

/** Deletes a question response event: archived with a cancel date, as when a click is taken back. */
export async function deleteResponseEvent({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  const event = await loadAnsweredResponseEvent(db, actor, id);
  await saveSessionResponses({
    actor,
    input: { assessmentSessionId: event.assessmentSessionId, removed: [event.id] },
    db,
  });
  return loadAnsweredResponseEvent(db, actor, id);
}
