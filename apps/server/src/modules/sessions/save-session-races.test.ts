import { RoleGroupName } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  linkChildren,
  SAVE,
  type SessionResult,
  startAssignedSession,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { questionAnswers } from '../questions/question-answer.table.ts';
import { questionResponseEvents } from './question-response-event.table.ts';
import { saveSessionResponses } from './save-session-responses.ts';

/**
 * A save reads the session, works its changes out and writes them in one statement on condition that nothing
 * changed the session in between; these are the cases where something did: the same page sent several times at
 * once, and an author changing the answer key while drivers answer.
 */
describe('saves that race', () => {
  const ctx = useTestApp();
  let driver: BuiltUser;
  let subscriptionId: string;
  let sessionId: string;
  let clickItem: string;
  let clicks: { id: string; answerIds: string[] };
  let choiceItem: string;
  let choice: { id: string; answerIds: string[] };
  let typed: { id: string };
  let surveyItem: string;

  beforeEach(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
    const assessmentId = await buildAssessment(ctx.db, 'Races & <answers>');
    clicks = await buildQuestion(ctx.db, { questionType: 'LocationResponseImage', maximumClicks: 100 }, [
      { windowLeft: 0, windowTop: 0, windowRight: 500, windowBottom: 500, score: 10 },
    ]);
    choice = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0, isCorrect: false },
    ]);
    typed = await buildQuestion(ctx.db, { questionType: 'QuestionnaireInput' });
    const survey = await buildQuestion(ctx.db, { questionType: 'Questionnaire' });
    await linkChildren(ctx.db, survey.id, [typed.id]);
    clickItem = await buildItem(ctx.db, assessmentId, 1, [clicks.id]);
    choiceItem = await buildItem(ctx.db, assessmentId, 2, [choice.id]);
    surveyItem = await buildItem(ctx.db, assessmentId, 3, [survey.id]);
    await license(ctx.db, subscriptionId, assessmentId);
    ({ driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId));
  });

  const save = (added: Record<string, unknown>[], currentPosition = 0) =>
    gql<{ saveAssessmentSessionResponses: SessionResult }>(ctx.app, SAVE, {
      variables: { model: { assessmentSessionId: sessionId, added, currentPosition } },
      cookie: driver.cookie,
    });
  const click = () => ({
    id: crypto.randomUUID(),
    assessmentItemId: clickItem,
    questionId: clicks.id,
    clickPositionX: 100,
    clickPositionY: 100,
  });
  const answer = (answerId: string) => ({
    id: crypto.randomUUID(),
    assessmentItemId: choiceItem,
    questionId: choice.id,
    questionAnswerId: answerId,
  });
  const storedOf = () =>
    ctx.db.select().from(questionResponseEvents).where(eq(questionResponseEvents.assessmentSessionId, sessionId));

  it('stores every click of twenty saves of one page sent at once, each once and scored', async () => {
    const sent = Array.from({ length: 20 }, click);
    const answers = await Promise.all(sent.map((response) => save([response])));
    expect(answers.map((answered) => answered.errors)).toEqual(sent.map(() => undefined));

    const stored = await storedOf();
    expect(stored.map((row) => row.id).sort()).toEqual(sent.map((response) => response.id).sort());
    expect(stored.every((row) => !row.archived && row.score === 10)).toBe(true);
  });

  it('stores a save sent three times at once, and a response sent twice in one save, once', async () => {
    const response = click();
    const again = await Promise.all([save([response, response]), save([response]), save([response])]);
    expect(again.map((answered) => answered.errors)).toEqual([undefined, undefined, undefined]);
    expect((await storedOf()).map((row) => row.id)).toEqual([response.id]);
  });

  it('keeps one current answer when two different answers to one question are sent at once', async () => {
    await save([click()], 1);
    const results = await Promise.all([
      save([answer(choice.answerIds[0]!)], 1),
      save([answer(choice.answerIds[1]!)], 1),
    ]);
    expect(results.map((answered) => answered.errors)).toEqual([undefined, undefined]);
    const current = (await storedOf()).filter((row) => row.questionId === choice.id && !row.archived);
    expect(current).toHaveLength(1);
    const replaced = (await storedOf()).filter((row) => row.questionId === choice.id && row.archived);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.cancelEventDate).not.toBeNull();
  });

  it('saves the same under the session lock as without it: the last resort of a save that keeps losing races', async () => {
    const first = click();
    // The driver as the server knows them once signed in; the session is theirs, which is all a save asks.
    const actor: Actor = {
      userId: driver.id,
      subscriptionId,
      homeSubscriptionId: subscriptionId,
      subscriptionType: SubscriptionType.Subscription,
      roles: [],
      roleGroupName: RoleGroupName.Driver,
      email: 'driver@example.test',
    };
    const viaLock = await saveSessionResponses({
      actor,
      input: { assessmentSessionId: sessionId, added: [first, first], currentPosition: 0 },
      db: ctx.db,
      unlockedAttempts: 0,
    });
    expect(viaLock.id).toBe(sessionId);
    const again = await save([first, click()]);
    expect(again.errors).toBeUndefined();
    expect(await storedOf()).toHaveLength(2);
  });

  it('stores a typed answer exactly as typed, whatever its characters', async () => {
    const text = 'Van & <lorry> "ahead",\nthen a cyclist — Велосипедист, 自転車 🚲';
    await save([click()], 1);
    await save([answer(choice.answerIds[0]!)], 2);
    const response = { id: crypto.randomUUID(), assessmentItemId: surveyItem, questionId: typed.id, textInput: text };
    expect((await save([response], 3)).errors).toBeUndefined();
    const [stored] = await ctx.db
      .select()
      .from(questionResponseEvents)
      .where(eq(questionResponseEvents.id, response.id));
    expect(stored!.textInput).toBe(text);
  });

  it("scores the next save by the author's new answer key, the moment the change is committed", async () => {
    await save([click()], 1);
    const first = answer(choice.answerIds[1]!);
    await save([first], 1);
    const [scoredBefore] = await ctx.db
      .select()
      .from(questionResponseEvents)
      .where(eq(questionResponseEvents.id, first.id));
    expect(scoredBefore).toMatchObject({ score: 0, isCorrect: false });

    // The author decides that speeding up was right after all (whatever code changes it, the database tells).
    await ctx.db
      .update(questionAnswers)
      .set({ score: 100, isCorrect: true })
      .where(eq(questionAnswers.id, choice.answerIds[1]!));
    const second = answer(choice.answerIds[1]!);
    const saved = await save([second], 1);
    expect(saved.errors).toBeUndefined();
    const [scoredAfter] = await ctx.db
      .select()
      .from(questionResponseEvents)
      .where(and(eq(questionResponseEvents.id, second.id), eq(questionResponseEvents.archived, false)));
    expect(scoredAfter).toMatchObject({ score: 100, isCorrect: true });
  });

  it('gives the content a new version as a change to it commits, not before, and not for other tables', async () => {
    const version = async (db: { execute: typeof ctx.db.execute }) =>
      ((await db.execute(sql`select version from content_versions`)) as unknown as { rows: { version: string }[] })
        .rows[0]!.version;
    const before = await version(ctx.db);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(questionAnswers)
        .set({ answerText: 'Brake & look' })
        .where(eq(questionAnswers.id, choice.answerIds[0]!));
      await tx
        .update(questionAnswers)
        .set({ answerText: 'Speed up <now>' })
        .where(eq(questionAnswers.id, choice.answerIds[1]!));
      expect(await version(tx)).toBe(before);
    });
    const after = await version(ctx.db);
    expect(after).not.toBe(before);

    await save([click()]);
    expect(await version(ctx.db)).toBe(after);
  });
});
