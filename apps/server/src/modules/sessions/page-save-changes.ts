import { isAnsweredByClicks, isLocationQuestion, type QuestionType } from '@roadmark/domain/content/question-types';
import type { ResponseEventInput, SaveResponsesInput } from '@roadmark/domain/delivery/response-input';
import { reachedAfterMove } from '@roadmark/domain/delivery/session-moves';
import { FAILED_MAXIMUM_CLICKS_RECORD, maximumClicksChange } from '@roadmark/domain/scoring/maximum-clicks';
import { scoreResponseEvent } from '@roadmark/domain/scoring/score-response-event';
import { sessionTotal } from '@roadmark/domain/scoring/session-total';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { ResponseEventChanges } from './response-event-changes.ts';
import type { SessionRow, SessionToSave } from './session.policy.ts';
import { type SessionQuestion, toScoringQuestion } from './session-content.ts';
import { sessionPageCount } from './session-pages.ts';
import {
  findAnsweredQuestion,
  loadPresentation,
  type SessionPresented,
  toScoringPresentation,
} from './session-presentation.ts';
import { type SessionSaveRules, sessionSaveRules } from './session-save-rules.ts';

/**
 * The session's current responses, and which session holds each stored response under one of the ids sent (an id
 * another session holds is refused).
 */
function storedResponses({ session, responses }: SessionToSave, sentIds: readonly string[]) {
  const sent = new Set(sentIds);
  return {
    current: responses.filter((row) => row.assessmentSessionId === session.id && !row.archived && !row.cancelEventDate),
    sessionOf: new Map(responses.filter((row) => sent.has(row.id)).map((row) => [row.id, row.assessmentSessionId])),
  };
}

/** What one attempt works on: the session as read, its page rules, and the changes worked out so far, in memory. */
export interface PageSave {
  session: SessionRow;
  presented: readonly SessionPresented[];
  rules: SessionSaveRules;
  stored: ReturnType<typeof storedResponses>;
  changes: ResponseEventChanges;
  /** The location questions whose clicks changed, whose click-limit record is brought in step at the end. */
  touchedLocations: Map<string, LocationTarget>;
  now: Date;
}

type LocationTarget = { entry: SessionQuestion; itemId: string };

export async function startPageSave(
  db: Executor,
  loaded: SessionToSave,
  sentIds: readonly string[],
): Promise<PageSave> {
  const presented = await loadPresentation(db, loaded);
  const now = new Date();
  const stored = storedResponses(loaded, sentIds);
  return {
    session: loaded.session,
    presented,
    rules: sessionSaveRules(loaded, presented),
    stored,
    changes: new ResponseEventChanges(stored.current, now),
    touchedLocations: new Map(),
    now,
  };
}

/** The responses sent, in order; one already stored in this session (or sent twice) is stored once. */
export function addResponses(save: PageSave, added: readonly ResponseEventInput[]) {
  for (const [index, event] of added.entries()) {
    const storedIn = save.stored.sessionOf.get(event.id);
    if (storedIn === save.session.id || save.changes.adds(event.id)) continue;
    if (storedIn) throw fieldProblem('BAD_USER_INPUT', `added.${index}.id`, 'errors.responseIdInUse');
    addResponse(save, event, index);
  }
}

function addResponse(save: PageSave, event: ResponseEventInput, index: number) {
  const { entry, part } = checkedResponse(save, event, index);
  const scored = scoreResponseEvent(toScoringQuestion(entry), { ...event, subQuestionNumber: part });
  // Clicks add up; any other answer replaces the earlier answer to the same part, so a reaction video keeps every click and a choice keeps the last one.
  if (!isAnsweredByClicks(entry.question.questionType as QuestionType)) cancelEarlierAnswers(save, event, part);
  save.changes.add(responseRow(save, event, scored, part));
  touchLocation(save, entry, event.assessmentItemId);
}

function cancelEarlierAnswers(save: PageSave, event: ResponseEventInput, part: number) {
  const replaced = [...save.changes.current.values()].filter(
    (row) =>
      row.questionId === event.questionId &&
      row.assessmentItemId === event.assessmentItemId &&
      row.subQuestionNumber === part,
  );
  save.changes.cancel(replaced.map((row) => row.id));
}

/** The stored row of a sent response, with the score worked out here from the answer key. */
function responseRow(
  { session, now }: PageSave,
  event: ResponseEventInput,
  scored: ReturnType<typeof scoreResponseEvent>,
  part: number,
) {
  return {
    id: event.id,
    subscriptionId: session.subscriptionId,
    eventDate: event.eventDate ? new Date(event.eventDate) : now,
    questionId: event.questionId,
    questionAnswerId: scored.questionAnswerId ?? event.questionAnswerId ?? null,
    userId: session.userId,
    assessmentId: session.assessmentId,
    assessmentItemId: event.assessmentItemId,
    assessmentSessionId: session.id,
    score: scored.score,
    isCorrect: scored.isCorrect,
    responseTimeSeconds: event.responseTimeSeconds ?? null,
    clickPositionX: event.clickPositionX ?? null,
    clickPositionY: event.clickPositionY ?? null,
    discriminationGroup: scored.discriminationGroup ?? null,
    textInput: event.textInput ?? null,
    subQuestionNumber: scored.subQuestionNumber ?? part,
  };
}

/**
 * The question a sent response answers and the part it answers, once the response is found to fit: a question of
 * this session whose answers may still change, a part the question has, and an answer of that question.
 */
function checkedResponse(save: PageSave, event: ResponseEventInput, index: number) {
  const entry = findAnsweredQuestion(save.presented, event.assessmentItemId, event.questionId);
  if (!entry) throw fieldProblem('BAD_USER_INPUT', `added.${index}.questionId`, 'errors.responseNotInSession');
  save.rules.assertAnswersChangeable(event.assessmentItemId, event.questionId);
  const part = event.subQuestionNumber ?? 1;
  if (part > Math.max(1, entry.question.numberOfSubQuestions)) {
    throw fieldProblem('BAD_USER_INPUT', `added.${index}.subQuestionNumber`, 'errors.responsePartInvalid');
  }
  if (event.questionAnswerId && !entry.answers.some((answer) => answer.id === event.questionAnswerId)) {
    throw fieldProblem('BAD_USER_INPUT', `added.${index}.questionAnswerId`, 'errors.responseAnswerNotOfQuestion');
  }
  return { entry, part };
}

/** The responses taken back: archived with a cancel date, if their answers may still change. */
export function removeResponses(save: PageSave, removed: readonly string[]) {
  if (removed.length === 0) return;
  const removable = removed.flatMap((id) => save.changes.current.get(id) ?? []);
  for (const row of removable) save.rules.assertAnswersChangeable(row.assessmentItemId, row.questionId);
  save.changes.cancel(removable.map((row) => row.id));
  for (const row of removable) {
    const entry = findAnsweredQuestion(save.presented, row.assessmentItemId, row.questionId);
    if (entry) touchLocation(save, entry, row.assessmentItemId);
  }
}

function touchLocation(save: PageSave, entry: SessionQuestion, itemId: string) {
  if (!isLocationQuestion(entry.question.questionType as QuestionType)) return;
  save.touchedLocations.set(`${itemId}:${entry.question.id}`, { entry, itemId });
}

/** The running total over the responses as they will stand, and the position reached (it never falls). */
export function sessionProgress(
  save: PageSave,
  requestedPosition: SaveResponsesInput['currentPosition'],
): SessionProgress {
  const total = sessionTotal(toScoringPresentation(save.presented), [...save.changes.current.values()]);
  const lastContentPage = sessionPageCount(save.presented, save.session) - 2;
  const requested = Math.min(requestedPosition ?? 0, Math.max(0, lastContentPage));
  return {
    totalScore: total.totalScore,
    currentPosition: reachedAfterMove(save.session.currentPosition, requested),
  };
}

/** The totals a page save writes on the session row beside its responses. */
export type SessionProgress = Pick<SessionRow, 'totalScore' | 'currentPosition'>;

/** Each location question whose clicks changed gets its click-limit failure record added, or removed once within. */
export function applyClickLimits(save: PageSave) {
  for (const target of save.touchedLocations.values()) applyMaximumClicks(save.changes, save.session, target, save.now);
}

/** Adds the failure record of a location question over its click limit, or removes it once back within. */
function applyMaximumClicks(changes: ResponseEventChanges, session: SessionRow, target: LocationTarget, at: Date) {
  const events = [...changes.current.values()].filter((event) => event.assessmentItemId === target.itemId);
  const change = maximumClicksChange(toScoringQuestion(target.entry), events);
  if (change.action === 'remove') changes.cancel(change.eventIds);
  if (change.action !== 'add') return;
  changes.add({
    ...FAILED_MAXIMUM_CLICKS_RECORD,
    id: crypto.randomUUID(),
    subscriptionId: session.subscriptionId,
    eventDate: at,
    questionId: target.entry.question.id,
    userId: session.userId,
    assessmentId: session.assessmentId,
    assessmentItemId: target.itemId,
    assessmentSessionId: session.id,
  });
}
