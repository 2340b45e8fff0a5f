import type { AssessmentType, FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription } from '../../../test/factories.ts';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  FINISH,
  QUESTION_FEEDBACK,
  SAVE,
  type SessionResult,
  startAssignedSession,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionFeedbacks } from '../questions/question-answer.table.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

const SKIPS_PAGES =
  'A session moves on one page at a time, so this save was refused and nothing in it was saved. Reload the page to continue where you are.';
const GOES_BACK =
  'An assessment cannot go back to an earlier page, so this save was refused and nothing in it was saved.';
const ANSWERS_FINAL =
  'The answers to this question are final once its page has been passed or its feedback shown, so this save was refused and nothing in it was saved.';

interface Taken {
  driver: BuiltUser;
  sessionId: string;
  items: [string, string];
  questions: { id: string; answerIds: string[] }[];
}

/**
 * A driver's started session of a new assessment of two multiple-choice questions (answer 0 right, scoring 100;
 * answer 1 wrong, 0). With EachQuestionFeedback its pages are: start 0, question 1, its feedback 2, question 3, its
 * feedback 4, finish 5; otherwise start 0, question 1, question 2, finish 3.
 */
async function takeSession(
  ctx: ReturnType<typeof useTestApp>,
  subscriptionId: string,
  assessmentType: AssessmentType,
  feedbackStyle: FeedbackStyle,
): Promise<Taken> {
  const assessmentId = await buildAssessment(ctx.db, `Moves ${crypto.randomUUID()}`, { assessmentType, feedbackStyle });
  const questions = [];
  const items: string[] = [];
  for (const order of [1, 2]) {
    const question = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0 },
    ]);
    await ctx.db.insert(questionFeedbacks).values({
      id: crypto.randomUUID(),
      questionId: question.id,
      minScore: 0,
      maxScore: 100,
      feedbackText: 'You scored {score}.',
    });
    questions.push(question);
    items.push(await buildItem(ctx.db, assessmentId, order, [question.id]));
  }
  await license(ctx.db, subscriptionId, assessmentId);
  const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
  return {
    driver,
    sessionId,
    items: items as [string, string],
    questions,
  };
}

describe('saveAssessmentSessionResponses', () => {
  const ctx = useTestApp();
  let subscriptionId: string;

  beforeAll(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
  });

  const save = (taken: Taken, model: Record<string, unknown>) =>
    gql<{ saveAssessmentSessionResponses: SessionResult }>(ctx.app, SAVE, {
      variables: { model: { assessmentSessionId: taken.sessionId, ...model } },
      cookie: taken.driver.cookie,
    });
  /** A response to question 0 or 1 of the session with answer 0 (right) or 1 (wrong). */
  const answer = (taken: Taken, question: 0 | 1, choice: 0 | 1) => ({
    id: crypto.randomUUID(),
    assessmentItemId: taken.items[question],
    questionId: taken.questions[question]!.id,
    questionAnswerId: taken.questions[question]!.answerIds[choice],
  });
  const feedbackOf = (taken: Taken, question: 0 | 1) =>
    gql<{ assessmentSessionQuestionFeedback: { score: number; feedbackText: string } }>(ctx.app, QUESTION_FEEDBACK, {
      variables: {
        sessionId: taken.sessionId,
        itemId: taken.items[question],
        questionId: taken.questions[question]!.id,
      },
      cookie: taken.driver.cookie,
    });
  /** The session's stored state: its position and current (not cancelled) responses' ids. */
  const stored = async (taken: Taken) => {
    const [session] = await ctx.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, taken.sessionId));
    const events = await ctx.db
      .select()
      .from(questionResponseEvents)
      .where(eq(questionResponseEvents.assessmentSessionId, taken.sessionId));
    return {
      position: session!.currentPosition,
      current: events
        .filter((event) => !event.archived)
        .map((event) => event.id)
        .sort(),
      all: events.length,
    };
  };
  const expectRefused = (response: GqlResponse, message: string) => {
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors![0]!.message).toBe(message);
  };

  it('refuses a jump to the end and stores none of its answers when the save skips pages', async () => {
    const taken = await takeSession(ctx, subscriptionId, 'Assessment', 'EachQuestionFeedback');
    const jump = await save(taken, { added: [answer(taken, 0, 1)], currentPosition: 4 });
    expectRefused(jump, SKIPS_PAGES);
    expect(await stored(taken)).toEqual({ position: 0, current: [], all: 0 });
    // So the feedback (and its score) is still out of reach.
    expect((await feedbackOf(taken, 0)).errors![0]!.extensions.messageKey).toBe('errors.sessionFeedbackNotYet');
  });

  it.each<[string, number, number]>([
    ['two pages forward', 1, 3],
    ['past the finish page', 5, 7],
  ])('refuses %s when a save skips pages', async (_case, reachedBefore, requested) => {
    const taken = await takeSession(ctx, subscriptionId, 'Assessment', 'EachQuestionFeedback');
    await ctx.db
      .update(assessmentSessions)
      .set({ currentPosition: reachedBefore })
      .where(eq(assessmentSessions.id, taken.sessionId));
    expectRefused(await save(taken, { currentPosition: requested }), SKIPS_PAGES);
    expect((await stored(taken)).position).toBe(reachedBefore);
  });

  it.each<[AssessmentType]>([['Assessment'], ['TrainingModule']])(
    'refuses to swap in the right answer once its feedback was read when the %s gives feedback on each question',
    async (type) => {
      const taken = await takeSession(ctx, subscriptionId, type, 'EachQuestionFeedback');
      const wrong = answer(taken, 0, 1);
      expect((await save(taken, { currentPosition: 1 })).errors).toBeUndefined();
      expect((await save(taken, { added: [wrong], currentPosition: 2 })).errors).toBeUndefined();
      const feedback = await feedbackOf(taken, 0);
      expect(feedback.data!.assessmentSessionQuestionFeedback).toEqual({ score: 0, feedbackText: 'You scored 0.' });
      const before = await stored(taken);

      const right = answer(taken, 0, 0);
      expectRefused(await save(taken, { added: [right], removed: [wrong.id] }), ANSWERS_FINAL);
      expectRefused(await save(taken, { removed: [wrong.id] }), ANSWERS_FINAL);
      // Moving on in the same save changes nothing either: the whole save is refused.
      expectRefused(await save(taken, { added: [right], currentPosition: 3 }), ANSWERS_FINAL);
      expect(await stored(taken)).toEqual(before);
      expect((await feedbackOf(taken, 0)).data!.assessmentSessionQuestionFeedback.score).toBe(0);
    },
  );

  it('refuses going back and the answers sent with it when the session is an assessment', async () => {
    const taken = await takeSession(ctx, subscriptionId, 'Assessment', 'SummaryFeedback');
    const first = answer(taken, 0, 1);
    await save(taken, { currentPosition: 1 });
    await save(taken, { added: [first], currentPosition: 2 });
    const before = await stored(taken);
    expectRefused(await save(taken, { added: [answer(taken, 1, 0)], currentPosition: 1 }), GOES_BACK);
    // The first question's page is passed: its answer is final although no feedback was shown.
    expectRefused(await save(taken, { added: [answer(taken, 0, 0)], removed: [first.id] }), ANSWERS_FINAL);
    expect(await stored(taken)).toEqual(before);
  });

  it('lets a training module go back and change an answer on a page revisited when it shows no feedback yet', async () => {
    const taken = await takeSession(ctx, subscriptionId, 'TrainingModule', 'SummaryFeedback');
    const first = answer(taken, 0, 1);
    await save(taken, { currentPosition: 1 });
    await save(taken, { added: [first], currentPosition: 2 });
    await save(taken, { added: [answer(taken, 1, 1)], currentPosition: 3 });

    const back = await save(taken, { currentPosition: 1 });
    expect(back.errors).toBeUndefined();
    // The furthest page reached stays (the last question's: the finish page is stored by finishing), so the session
    // resumes there and nothing it unlocked is locked again.
    expect(back.data!.saveAssessmentSessionResponses.currentPosition).toBe(2);
    const right = answer(taken, 0, 0);
    const changed = await save(taken, { added: [right], removed: [first.id], currentPosition: 2 });
    expect(changed.errors).toBeUndefined();
    expect((await stored(taken)).current).toContain(right.id);
    // Forward again one page at a time from the furthest page reached, not from the page revisited.
    expectRefused(await save(taken, { currentPosition: 4 }), SKIPS_PAGES);
    const finished = await gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, {
      variables: { model: { assessmentSessionId: taken.sessionId } },
      cookie: taken.driver.cookie,
    });
    expect(finished.data!.finishAssessmentSession.totalScore).toBe(50);
  });

  it('accepts an unchanged replay of saves already stored when their answers are final', async () => {
    const taken = await takeSession(ctx, subscriptionId, 'Assessment', 'EachQuestionFeedback');
    const wrong = answer(taken, 0, 1);
    const replaced = answer(taken, 0, 0);
    const onPage = { added: [replaced], currentPosition: 1 };
    const leaving = { added: [wrong], removed: [replaced.id], currentPosition: 2 };
    await save(taken, onPage);
    await save(taken, leaving);
    await feedbackOf(taken, 0);
    const before = await stored(taken);

    // The browser's queue sends the last save again (its answer was lost on the way back), and responses it already
    // sent, under the same ids: nothing new, so nothing is refused.
    for (const replay of [leaving, { added: [wrong] }, { added: [replaced, wrong], removed: [replaced.id] }]) {
      const again = await save(taken, replay);
      expect(again.errors).toBeUndefined();
      expect(again.data!.saveAssessmentSessionResponses.currentPosition).toBe(2);
    }
    expect(await stored(taken)).toEqual(before);
    expect(before).toMatchObject({ position: 2, current: [wrong.id], all: 2 });
  });
});
