import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { buildQuestion, response, useSessionWorld } from '../../../test/sessions-harness.ts';

describe('saveAssessmentSessionResponses', () => {
  const { ctx, world, start, save, launchView, eventsOf, startedSession, managerStartedSession, finishedSession } =
    useSessionWorld();
  /** A response to the multiple choice: answer 0 is right (100), answer 1 wrong (0). */
  const choice = (answer: 0 | 1) =>
    response(world.items.choice, world.questions.choice.id, {
      questionAnswerId: world.questions.choice.answerIds[answer],
    });

  it('scores each response on the server, and archives and cancels the answer a new one replaces', async () => {
    const { driver, sessionId } = await startedSession();
    const right = choice(0);
    const wrong = choice(1);
    const first = await save(driver.cookie, { assessmentSessionId: sessionId, added: [right], currentPosition: 1 });
    expect(first.errors).toBeUndefined();
    const saved = await save(driver.cookie, { assessmentSessionId: sessionId, added: [wrong], currentPosition: 2 });
    expect(saved.data!.saveAssessmentSessionResponses).toMatchObject({ currentPosition: 2, totalScore: null });
    const events = await eventsOf(sessionId);
    expect(events.find((event) => event.id === right.id)).toMatchObject({ archived: true, score: 100 });
    expect(events.find((event) => event.id === right.id)!.cancelEventDate).toBeInstanceOf(Date);
    expect(events.find((event) => event.id === wrong.id)).toMatchObject({ archived: false, score: 0 });
  });

  it('stores nothing twice when the same save is sent again after its answer was lost', async () => {
    const { driver, sessionId } = await startedSession();
    const wrong = choice(1);
    await save(driver.cookie, { assessmentSessionId: sessionId, added: [choice(0)], currentPosition: 1 });
    await save(driver.cookie, { assessmentSessionId: sessionId, added: [wrong], currentPosition: 2 });
    await save(driver.cookie, { assessmentSessionId: sessionId, added: [wrong], currentPosition: 2 });
    expect(await eventsOf(sessionId)).toHaveLength(2);
  });

  it('adds a failure record for a click over the limit, and removes it when the click is taken back', async () => {
    const { driver, sessionId } = await startedSession();
    for (const currentPosition of [1, 2, 3])
      await save(driver.cookie, { assessmentSessionId: sessionId, currentPosition });
    const { items, questions } = world;
    const hits = [
      response(items.location, questions.location.id, { clickPositionX: 200, clickPositionY: 200 }),
      response(items.location, questions.location.id, { clickPositionX: 1100, clickPositionY: 600 }),
      response(items.location, questions.location.id, { clickPositionX: 10, clickPositionY: 10 }),
    ];
    const failures = async () =>
      (await eventsOf(sessionId)).filter((event) => event.textInput === 'FailedMaximumClicks' && !event.archived);

    await save(driver.cookie, { assessmentSessionId: sessionId, added: hits });
    expect(await failures()).toMatchObject([{ score: -100000, questionId: questions.location.id }]);
    await save(driver.cookie, { assessmentSessionId: sessionId, removed: [hits[2]!.id], currentPosition: 4 });
    expect(await failures()).toEqual([]);
  });

  // save-session-moves.test.ts has the rest of the rules of moving between pages.
  it('refuses going back to an earlier page of an assessment', async () => {
    const { driver, sessionId } = await startedSession();
    await save(driver.cookie, { assessmentSessionId: sessionId, currentPosition: 1 });
    await save(driver.cookie, { assessmentSessionId: sessionId, currentPosition: 2 });
    const back = await save(driver.cookie, { assessmentSessionId: sessionId, currentPosition: 1 });
    expect(errorCode(back)).toBe('CONFLICT');
  });

  it('refuses a change to a finished session', async () => {
    const { driver, sessionId } = await finishedSession();
    const late = await save(driver.cookie, { assessmentSessionId: sessionId, added: [choice(0)] });
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors![0]!.message).toBe('This session is finished: its answers can no longer change.');
  });

  it('refuses a response id already used in another session', async () => {
    const { driver, sessionId } = await startedSession();
    const used = choice(0);
    await save(driver.cookie, { assessmentSessionId: sessionId, added: [used] });
    const someoneElse = await buildUser(ctx.db, {
      subscriptionId: world.customerId,
      roleGroup: RoleGroupName.DriverManager,
    });
    const theirs = (await start(someoneElse.cookie, { assessmentId: world.hazard })).data!.initializeAssessmentSession;
    const reused = await save(someoneElse.cookie, { assessmentSessionId: theirs.id, added: [used] });
    expect(reused.errors![0]!.message).toBe('This response id is already used by another response.');
  });

  it("lets the manager who started a driver's session answer in it", async () => {
    const session = await managerStartedSession();
    const saved = await save(world.driverManager.cookie, { assessmentSessionId: session.id, added: [choice(0)] });
    expect(saved.errors).toBeUndefined();
  });

  it("refuses another manager of the organisation answering in a driver's session", async () => {
    const session = await managerStartedSession();
    const meddling = await save(world.overviewManager.cookie, { assessmentSessionId: session.id, currentPosition: 3 });
    expect(errorCode(meddling)).toBe('FORBIDDEN');
  });

  describe('a bad response', () => {
    let driver: BuiltUser;
    let sessionId: string;
    /** A question of no item of the session. */
    let stranger: Awaited<ReturnType<typeof buildQuestion>>;
    beforeAll(async () => {
      ({ driver, sessionId } = await startedSession());
      stranger = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [{ score: 100 }]);
    });
    const saveBesideAGoodOne = (bad: Record<string, unknown>) =>
      save(driver.cookie, { assessmentSessionId: sessionId, added: [choice(0), bad], currentPosition: 1 });

    it.each<[string, () => Record<string, unknown>, string]>([
      [
        'a question of no item of the session',
        () => response(world.items.choice, stranger.id, { questionAnswerId: stranger.answerIds[0] }),
        'This question is not part of this session.',
      ],
      [
        'a question on an item that does not present it',
        () => response(world.items.reaction, world.questions.choice.id),
        'This question is not part of this session.',
      ],
      [
        "another question's answer",
        () =>
          response(world.items.choice, world.questions.choice.id, {
            questionAnswerId: world.questions.reaction.answerIds[0],
          }),
        'That answer does not belong to this question.',
      ],
      [
        'a click right of the image',
        () => response(world.items.location, world.questions.location.id, { clickPositionX: 1921, clickPositionY: 10 }),
        'A click must be on the image.',
      ],
      [
        'a click above the image',
        () => response(world.items.location, world.questions.location.id, { clickPositionX: 5, clickPositionY: -1 }),
        'A click must be on the image.',
      ],
      [
        'a video time before the start',
        () => response(world.items.reaction, world.questions.reaction.id, { responseTimeSeconds: -0.5 }),
        'The video time of a response must be a number of seconds, 0 or more.',
      ],
      [
        'a part the question does not have',
        () => response(world.items.choice, world.questions.choice.id, { subQuestionNumber: 2 }),
        'This question has no such part.',
      ],
      [
        'a text over 4000 characters',
        () => response(world.items.survey, world.questions.surveyText.id, { textInput: 'x'.repeat(4001) }),
        'An answer can be at most 4000 characters long.',
      ],
    ])('refuses %s, and the good response saved with it', async (_case, bad, message) => {
      const refused = await saveBesideAGoodOne(bad());
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(message);
      expect(await eventsOf(sessionId)).toEqual([]);
    });

    it('leaves the session on its page', async () => {
      const refused = await saveBesideAGoodOne(response(world.items.reaction, world.questions.choice.id));
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      const view = await launchView(driver.cookie, sessionId);
      expect(view.data!.assessmentSessionLaunchView.session.currentPosition).toBe(0);
    });
  });
});
