import { isAnsweredByClicks, type QuestionType } from '@roadmark/domain/content/question-types';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { questions } from '../questions/question.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import type { ResponseEventRow } from './current-response-events.ts';
import { questionResponseEvents } from './question-response-event.table.ts';
import { saveSessionResponses } from './save-session-responses.ts';
import { loadVisibleSession } from './session.policy.ts';

/** A response as these calls answer it: with whether it is a click, whose matched answer is the answer key's. */
export type AnsweredResponseEvent = ResponseEventRow & { answeredByClicks: boolean };

async function loadEvent(db: Database, actor: Actor, id: string): Promise<AnsweredResponseEvent> {
  const [found] = await db
    .select({ event: questionResponseEvents, questionType: questions.questionType })
    .from(questionResponseEvents)
    .innerJoin(questions, eq(questions.id, questionResponseEvents.questionId))
    .where(eq(questionResponseEvents.id, id));
  if (!found) throw notFound();
  await loadVisibleSession(db, actor, found.event.assessmentSessionId);
  return { ...found.event, answeredByClicks: isAnsweredByClicks(found.questionType as QuestionType) };
}

type EventModel = Record<string, unknown> & { assessmentSessionId?: unknown; id?: unknown };

/** Spec 3 §7 createQuestionResponseEvent: one response saved as a page save would (scored here, idempotent by id). */
export async function createResponseEvent(db: Database, actor: Actor, model: EventModel) {
  const { assessmentSessionId, ...event } = model;
  await saveSessionResponses(db, actor, { assessmentSessionId, added: [event] });
  return loadEvent(db, actor, String(event.id));
}

/**
 * Spec 3 §7 updateQuestionResponseEvent: a response is never changed in place (spec 3 §4.2): the earlier one is
 * archived with a cancel date and its replacement, with the given fields over the earlier ones, gets a new id.
 */
export async function updateResponseEvent(db: Database, actor: Actor, model: EventModel) {
  const earlier = await loadEvent(db, actor, String(model.id));
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
    ...Object.fromEntries(Object.entries(model).filter(([key, value]) => value !== undefined && key !== 'id')),
  };
  delete (replacement as EventModel).assessmentSessionId;
  await saveSessionResponses(db, actor, {
    assessmentSessionId: earlier.assessmentSessionId,
    added: [replacement],
    removed: [earlier.id],
  });
  return loadEvent(db, actor, replacement.id);
}

/** Spec 3 §7 delete question response event: archived with a cancel date, as when a click is taken back. */
export async function deleteResponseEvent(db: Database, actor: Actor, id: string) {
  const event = await loadEvent(db, actor, id);
  await saveSessionResponses(db, actor, { assessmentSessionId: event.assessmentSessionId, removed: [event.id] });
  return loadEvent(db, actor, id);
}

/**
 * Spec 3 §7 applyDriverMetricsForAssessmentSession: the server applies a session's metric scores itself when it
 * finishes (scores sent by a client are not trusted), so this answers the person's metric values after that.
 */
export async function appliedDriverMetrics(db: Database, actor: Actor, assessmentSessionId: string) {
  const session = await loadVisibleSession(db, actor, assessmentSessionId);
  if (!session.isFinished) throw new AppError('CONFLICT', 'errors.sessionNotFinished');
  return db
    .select()
    .from(userDriverMetrics)
    .where(and(eq(userDriverMetrics.userId, session.userId), eq(userDriverMetrics.archived, false)));
}
