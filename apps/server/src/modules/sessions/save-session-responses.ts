import { isAnsweredByClicks, isLocationQuestion, type QuestionType } from '@roadmark/domain/content/question-types';
import { saveResponsesSchema } from '@roadmark/domain/delivery/response-input';
import { reachedAfterMove } from '@roadmark/domain/delivery/session-moves';
import { FAILED_MAXIMUM_CLICKS_RECORD, maximumClicksChange } from '@roadmark/domain/scoring/maximum-clicks';
import { scoreResponseEvent } from '@roadmark/domain/scoring/score-response-event';
import { sessionTotal } from '@roadmark/domain/scoring/session-total';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { currentResponseEvents, type ResponseEventRow as EventRow } from './current-response-events.ts';
import { questionResponseEvents } from './question-response-event.table.ts';
import { loadSessionToAnswer, type SessionRow } from './session.policy.ts';
import { type SessionQuestion, toScoringQuestion } from './session-content.ts';
import { sessionPageCount } from './session-pages.ts';
import { findAnsweredQuestion, loadPresentation, toScoringPresentation } from './session-presentation.ts';
import { loadSessionSaveRules } from './session-save-rules.ts';

/**
 * The session's current responses, read once per save and kept in step with every insert and cancel of the save,
 * so a page of many answers does not read them again for each.
 */
type CurrentEvents = Map<string, EventRow>;

async function cancelEvents(tx: Executor, current: CurrentEvents, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(questionResponseEvents)
    .set({ archived: true, cancelEventDate: at, updatedAt: at })
    .where(and(inArray(questionResponseEvents.id, ids), isNull(questionResponseEvents.cancelEventDate)));
  for (const id of ids) current.delete(id);
}

async function insertEvent(tx: Executor, current: CurrentEvents, values: typeof questionResponseEvents.$inferInsert) {
  const [row] = await tx.insert(questionResponseEvents).values(values).returning();
  current.set(row!.id, row!);
}

/** Adds the failure record of a location question over its click limit, or removes it once back within. */
async function applyMaximumClicks(
  tx: Executor,
  current: CurrentEvents,
  session: SessionRow,
  target: { entry: SessionQuestion; itemId: string },
  at: Date,
) {
  const events = [...current.values()].filter((event) => event.assessmentItemId === target.itemId);
  const change = maximumClicksChange(toScoringQuestion(target.entry), events);
  if (change.action === 'remove') await cancelEvents(tx, current, change.eventIds, at);
  if (change.action !== 'add') return;
  await insertEvent(tx, current, {
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
 * Saves one page's changes in one transaction (spec 3 §4.2): responses added (each scored here from the answer key;
 * a response already stored under its id is not stored again), replaced answers and removed responses archived with
 * a cancel date, the click-limit failure record kept in step, the running total recomputed, and the position raised
 * (it never falls). Any bad response rejects the whole save, and so does a save that breaks the session's moves: a
 * position skipping a page or going back in an assessment, or a change to answers already final (session-moves).
 */
export async function saveSessionResponses(db: Database, actor: Actor, input: unknown) {
  const model = parseInput(saveResponsesSchema, input);
  return db.transaction(async (tx) => {
    const session = await loadSessionToAnswer(tx, actor, model.assessmentSessionId);
    const presented = await loadPresentation(tx, session.id);
    const rules = await loadSessionSaveRules(tx, session, presented);
    rules.assertMoveAllowed(model.currentPosition);
    const now = new Date();
    const ids = model.added.map((event) => event.id);
    const known = ids.length
      ? await tx
          .select({ id: questionResponseEvents.id, sessionId: questionResponseEvents.assessmentSessionId })
          .from(questionResponseEvents)
          .where(inArray(questionResponseEvents.id, ids))
      : [];
    const current: CurrentEvents = new Map((await currentResponseEvents(tx, session.id)).map((row) => [row.id, row]));
    const touchedLocations = new Map<string, { entry: SessionQuestion; itemId: string }>();

    for (const [index, event] of model.added.entries()) {
      const stored = known.find((row) => row.id === event.id);
      if (stored?.sessionId === session.id) continue;
      if (stored) throw fieldProblem('BAD_USER_INPUT', `added.${index}.id`, 'errors.responseIdInUse');
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
        const replaced = [...current.values()].filter(
          (row) =>
            row.questionId === event.questionId &&
            row.assessmentItemId === event.assessmentItemId &&
            row.subQuestionNumber === part,
        );
        await cancelEvents(
          tx,
          current,
          replaced.map((row) => row.id),
          now,
        );
      }
      await insertEvent(tx, current, {
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
      const removable = model.removed.flatMap((id) => current.get(id) ?? []);
      for (const row of removable) rules.assertAnswersChangeable(row.assessmentItemId, row.questionId);
      await cancelEvents(
        tx,
        current,
        removable.map((row) => row.id),
        now,
      );
      for (const row of removable) {
        const entry = findAnsweredQuestion(presented, row.assessmentItemId, row.questionId);
        if (entry && isLocationQuestion(entry.question.questionType as QuestionType)) {
          touchedLocations.set(`${row.assessmentItemId}:${entry.question.id}`, { entry, itemId: row.assessmentItemId });
        }
      }
    }
    for (const target of touchedLocations.values()) {
      await applyMaximumClicks(tx, current, session, target, now);
    }

    const total = sessionTotal(toScoringPresentation(presented), [...current.values()]);
    const lastContentPage = sessionPageCount(presented, session) - 2;
    const requested = Math.min(model.currentPosition ?? 0, Math.max(0, lastContentPage));
    const [updated] = await tx
      .update(assessmentSessions)
      .set({
        totalScore: total.totalScore,
        currentPosition: reachedAfterMove(session.currentPosition, requested),
        updatedAt: now,
      })
      .where(eq(assessmentSessions.id, session.id))
      .returning();
    return updated!;
  });
}
