import { isAnsweredByClicks, isLocationQuestion, type QuestionType } from '@roadmark/domain/content/question-types';
import { type SaveResponsesInput, saveResponsesSchema } from '@roadmark/domain/delivery/response-input';
import { reachedAfterMove } from '@roadmark/domain/delivery/session-moves';
import { FAILED_MAXIMUM_CLICKS_RECORD, maximumClicksChange } from '@roadmark/domain/scoring/maximum-clicks';
import { scoreResponseEvent } from '@roadmark/domain/scoring/score-response-event';
import { sessionTotal } from '@roadmark/domain/scoring/session-total';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { responsesToSave } from './current-response-events.ts';
import { ResponseEventChanges } from './response-event-changes.ts';
import {
  loadSessionToAnswer,
  loadSessionToSave,
  type SessionInContext,
  type SessionRow,
  type SessionToSave,
} from './session.policy.ts';
import { type SessionQuestion, toScoringQuestion } from './session-content.ts';
import { sessionPageCount } from './session-pages.ts';
import { findAnsweredQuestion, loadPresentation, toScoringPresentation } from './session-presentation.ts';
import { sessionSaveRules } from './session-save-rules.ts';

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

/** The locked session's responses, read once the lock is held, so they include what any save before it stored. */
async function withResponsesAfterLock(
  tx: Executor,
  loaded: SessionInContext,
  sentIds: readonly string[],
): Promise<SessionToSave> {
  return { ...loaded, responses: await responsesToSave(tx, loaded.session.id, sentIds) };
}

/** Adds the failure record of a location question over its click limit, or removes it once back within. */
function applyMaximumClicks(
  changes: ResponseEventChanges,
  session: SessionRow,
  target: { entry: SessionQuestion; itemId: string },
  at: Date,
) {
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

/**
 * Saves that find the session changed between their read and their write (another save of it came first) try
 * again, this many times; then once more holding the session's lock, which nothing can overtake.
 */
const UNLOCKED_ATTEMPTS = 3;

/**
 * Saves one page's changes: responses added (each scored here from the answer key; a response already
 * stored under its id is not stored again), replaced answers and removed responses archived with a cancel date, the
 * click-limit failure record kept in step, the running total recomputed, and the position raised (it never falls).
 * Any bad response rejects the whole save, and so does a save that breaks the session's moves: a position skipping
 * a page or going back in an assessment, or a change to answers already final (session-moves).
 *
 * The session and its responses are read, the changes worked out in memory, and all of them written in one
 * statement on condition that the session is unchanged since it was read: no transaction or lock, so a save costs
 * few round trips. A save that lost that race (the same page sent twice at once) reads again and tries again, so it
 * is judged against what the other one stored.
 */
export async function saveSessionResponses({
  actor,
  input,
  db,
  unlockedAttempts = UNLOCKED_ATTEMPTS,
}: UseCaseCall<unknown, { unlockedAttempts?: number }>) {
  const model = parseInput(saveResponsesSchema, input);
  for (let attempt = 1; attempt <= unlockedAttempts; attempt++) {
    const saved = await trySave(db, actor, model, { locked: false });
    if (saved) return saved;
  }
  return db.transaction(async (tx) => (await trySave(tx, actor, model, { locked: true }))!);
}

/** One attempt; null when the session changed after it was read, and nothing was written. */
async function trySave(
  db: Executor,
  actor: Actor,
  model: SaveResponsesInput,
  { locked }: { locked: boolean },
): Promise<SessionRow | null> {
  const sentIds = model.added.map((event) => event.id);
  const loaded: SessionToSave = locked
    ? await withResponsesAfterLock(db, await loadSessionToAnswer(db, actor, model.assessmentSessionId), sentIds)
    : await loadSessionToSave(db, actor, model.assessmentSessionId, sentIds);
  const { session } = loaded;
  const presented = await loadPresentation(db, loaded);
  const rules = sessionSaveRules(loaded, presented);
  rules.assertMoveAllowed(model.currentPosition);
  const now = new Date();
  const stored = storedResponses(loaded, sentIds);
  const changes = new ResponseEventChanges(stored.current, now);
  const touchedLocations = new Map<string, { entry: SessionQuestion; itemId: string }>();

  for (const [index, event] of model.added.entries()) {
    const storedIn = stored.sessionOf.get(event.id);
    if (storedIn === session.id || changes.adds(event.id)) continue;
    if (storedIn) throw fieldProblem('BAD_USER_INPUT', `added.${index}.id`, 'errors.responseIdInUse');
    const entry = findAnsweredQuestion(presented, event.assessmentItemId, event.questionId);
    if (!entry) throw fieldProblem('BAD_USER_INPUT', `added.${index}.questionId`, 'errors.responseNotInSession');
    rules.assertAnswersChangeable(event.assessmentItemId, event.questionId);
    const part = event.subQuestionNumber ?? 1;
    if (part > Math.max(1, entry.question.numberOfSubQuestions)) {
      throw fieldProblem('BAD_USER_INPUT', `added.${index}.subQuestionNumber`, 'errors.responsePartInvalid');
    }
    if (event.questionAnswerId && !entry.answers.some((answer) => answer.id === event.questionAnswerId)) {
      throw fieldProblem('BAD_USER_INPUT', `added.${index}.questionAnswerId`, 'errors.responseAnswerNotOfQuestion');
    }
    const scored = scoreResponseEvent(toScoringQuestion(entry), { ...event, subQuestionNumber: part });
    // Clicks add up; any other answer replaces the earlier answer to the same part, so a reaction video keeps every click and a choice keeps the last one.
    if (!isAnsweredByClicks(entry.question.questionType as QuestionType)) {
      const replaced = [...changes.current.values()].filter(
        (row) =>
          row.questionId === event.questionId &&
          row.assessmentItemId === event.assessmentItemId &&
          row.subQuestionNumber === part,
      );
      changes.cancel(replaced.map((row) => row.id));
    }
    changes.add({
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
    });
    if (isLocationQuestion(entry.question.questionType as QuestionType)) {
      touchedLocations.set(`${event.assessmentItemId}:${entry.question.id}`, {
        entry,
        itemId: event.assessmentItemId,
      });
    }
  }

  if (model.removed.length > 0) {
    const removable = model.removed.flatMap((id) => changes.current.get(id) ?? []);
    for (const row of removable) rules.assertAnswersChangeable(row.assessmentItemId, row.questionId);
    changes.cancel(removable.map((row) => row.id));
    for (const row of removable) {
      const entry = findAnsweredQuestion(presented, row.assessmentItemId, row.questionId);
      if (entry && isLocationQuestion(entry.question.questionType as QuestionType)) {
        touchedLocations.set(`${row.assessmentItemId}:${entry.question.id}`, { entry, itemId: row.assessmentItemId });
      }
    }
  }
  for (const target of touchedLocations.values()) applyMaximumClicks(changes, session, target, now);

  const total = sessionTotal(toScoringPresentation(presented), [...changes.current.values()]);
  const lastContentPage = sessionPageCount(presented, session) - 2;
  const requested = Math.min(model.currentPosition ?? 0, Math.max(0, lastContentPage));
  const set = {
    totalScore: total.totalScore,
    currentPosition: reachedAfterMove(session.currentPosition, requested),
  };
  const written = await changes.writeWithSession(db, { id: session.id, rowVersion: loaded.rowVersion }, set);
  return written ? { ...session, ...set, updatedAt: now } : null;
}
