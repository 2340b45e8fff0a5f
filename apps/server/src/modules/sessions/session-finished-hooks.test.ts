import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { buildSubscription } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  FINISH,
  type SessionResult,
  startAssignedSession,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { type FinishedSession, onSessionFinished } from './session-finished-hooks.ts';

describe('session-finished hooks', () => {
  const ctx = useTestApp();
  let subscriptionId: string;
  let assessmentId: string;

  beforeAll(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
    assessmentId = await buildAssessment(ctx.db, 'Hooked assessment');
    const question = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
    ]);
    await buildItem(ctx.db, assessmentId, 1, [question.id]);
    await license(ctx.db, subscriptionId, assessmentId);
  });

  const finish = (cookie: string, assessmentSessionId: string) =>
    gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, {
      variables: { model: { assessmentSessionId } },
      cookie,
    });
  const storedSession = async (id: string) =>
    (await ctx.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, id)))[0]!;

  it('runs each hook once per finish, with the finished session and its assessment', async () => {
    const seen: FinishedSession[] = [];
    const off = onSessionFinished(async (_tx, finished) => {
      seen.push(finished);
    });
    try {
      const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
      await finish(driver.cookie, sessionId);
      await finish(driver.cookie, sessionId);

      expect(seen.map(({ session, assessment }) => [session.id, session.isFinished, assessment.id])).toEqual([
        [sessionId, true, assessmentId],
      ]);
    } finally {
      off();
    }
  });

  it('runs in the finishing transaction: it sees the finish, and when it fails the session stays unfinished', async () => {
    let finishedInsideHook: boolean | undefined;
    const off = onSessionFinished(async (tx, { session }) => {
      const [row] = await tx.select().from(assessmentSessions).where(eq(assessmentSessions.id, session.id));
      finishedInsideHook = row?.isFinished;
      throw new Error('a hook that fails');
    });
    try {
      const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
      const answer = await finish(driver.cookie, sessionId);

      expect(answer.errors).toBeDefined();
      expect(finishedInsideHook).toBe(true);
      expect(await storedSession(sessionId)).toMatchObject({ isFinished: false, endDate: null, totalScore: null });
    } finally {
      off();
    }
  });

  it('stops running a hook once it is removed', async () => {
    let runs = 0;
    const off = onSessionFinished(async () => {
      runs++;
    });
    off();
    const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
    await finish(driver.cookie, sessionId);

    expect((await storedSession(sessionId)).isFinished).toBe(true);
    expect(runs).toBe(0);
  });
});
