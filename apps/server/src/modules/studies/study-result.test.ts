import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  FINISH,
  INITIALIZE,
  SAVE,
  type SessionResult,
  startAssignedSession,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { studyParticipants } from './study-participant.table.ts';
import { STUDY_RESULT_POST_JOB } from './study-result-post.job.ts';

const RESULTS_URL = 'https://study.example/results';

describe('the result a finished session posts to its study', () => {
  const ctx = useTestApp();
  let assessmentId: string;
  let itemId: string;
  let choice: { id: string; answerIds: string[] };

  beforeAll(async () => {
    assessmentId = await buildAssessment(ctx.db, 'Hazard perception');
    choice = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0, isCorrect: false },
    ]);
    itemId = await buildItem(ctx.db, assessmentId, 1, [choice.id]);
  });

  /** Answers the session's question and finishes it; answers the finished session. */
  async function answerAndFinish(person: BuiltUser, sessionId: string): Promise<SessionResult> {
    const added = [
      {
        id: crypto.randomUUID(),
        assessmentItemId: itemId,
        questionId: choice.id,
        questionAnswerId: choice.answerIds[0],
      },
    ];
    await gql(ctx.app, SAVE, {
      variables: { model: { assessmentSessionId: sessionId, added } },
      cookie: person.cookie,
    });
    const finish = () =>
      gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, {
        variables: { model: { assessmentSessionId: sessionId } },
        cookie: person.cookie,
      });
    const finished = await finish();
    // Finishing again answers the session as it is and posts nothing more.
    await finish();
    return finished.data!.finishAssessmentSession;
  }

  const postsOf = async (subscriptionId: string) =>
    (
      await ctx.db
        .select({ payload: outboxMessages.payload })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, STUDY_RESULT_POST_JOB), eq(outboxMessages.subscriptionId, subscriptionId)))
    ).map((row) => row.payload);

  it("posts a participant's result once, under the identifier their panel gave, through the outbox", async () => {
    const study = await buildSubscription(ctx.db, {
      subscriptionType: 'Study',
      studyUniqueCode: 'QRST2345',
      studyResultsPagePostUrl: RESULTS_URL,
    });
    await license(ctx.db, study.id, assessmentId);
    const participant = await buildUser(ctx.db, { subscriptionId: study.id });
    await ctx.db.insert(studyParticipants).values({
      id: crypto.randomUUID(),
      subscriptionId: study.id,
      userIdentifier: 'PANEL-77',
      userId: participant.id,
    });

    const started = await gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, {
      variables: { assessmentId },
      cookie: participant.cookie,
    });
    const finished = await answerAndFinish(participant, started.data!.initializeAssessmentSession.id);

    expect(finished.isFinished).toBe(true);
    expect(finished.totalScore).toBe(100);
    expect(await postsOf(study.id)).toEqual([
      {
        url: RESULTS_URL,
        body: { user_id: 'PANEL-77', assessmentCode: 'QRST2345', assessmentName: 'Hazard perception', score: 100 },
      },
    ]);
  });

  it('posts nothing for a session of a subscription that is not a study', async () => {
    const customer = await buildSubscription(ctx.db, { studyResultsPagePostUrl: RESULTS_URL });
    await license(ctx.db, customer.id, assessmentId);
    const { driver, sessionId } = await startAssignedSession(ctx, customer.id, assessmentId);

    const finished = await answerAndFinish(driver, sessionId);

    expect(finished.isFinished).toBe(true);
    expect(await postsOf(customer.id)).toEqual([]);
  });
});
