import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { license } from '../../../test/assignments-harness.ts';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { response, useSessionWorld } from '../../../test/sessions-harness.ts';
import { productEventsOf } from '../../../test/user-events.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { studyParticipants } from '../studies/study-participant.table.ts';
import { STUDY_RESULT_POST_JOB } from '../studies/study-result-post.job.ts';
import { assessmentSessionMetricScores } from './assessment-session.table.ts';

describe('finishAssessmentSession', () => {
  const { ctx, world, start, save, finish, finishedSession, managerStartedSession } = useSessionWorld();
  const metricsOf = (userId: string) =>
    ctx.db.select().from(userDriverMetrics).where(eq(userDriverMetrics.userId, userId));
  let taken: Awaited<ReturnType<typeof finishedSession>>;
  beforeAll(async () => {
    taken = await finishedSession();
  });

  it('totals the scores on the server and moves the session to the finish page', () => {
    // 0 + 100 + 100 of 300: the questionnaire and the learning text score nothing.
    expect(taken.finished).toMatchObject({ isFinished: true, totalScore: 67, currentPosition: 6 });
  });

  it("applies the session's metric scores and the rules its total matches to the driver's metrics", async () => {
    // Hazard anticipation (0 + 100) / 200 = 50%, +7 by its rule (60..80) = 57; observation 100. The metric no
    // question measures starts at 30 and its rule (60..80) takes 20 off; the rule of 0..10 does not match.
    const metrics = await metricsOf(taken.driver.id);
    expect(Object.fromEntries(metrics.map((m) => [m.driverMetricId, m.currentValue]))).toEqual({
      [world.metrics.hazardAnticipation]: 57,
      [world.metrics.observation]: 100,
      [world.metrics.ruleOnly]: 10,
    });
  });

  it('stores the score of each metric the questions measured, before adjustment', async () => {
    const metricScores = await ctx.db
      .select()
      .from(assessmentSessionMetricScores)
      .where(eq(assessmentSessionMetricScores.assessmentSessionId, taken.sessionId));
    expect(metricScores).toHaveLength(2);
  });

  it('records assessments.complete once', async () => {
    const events = await productEventsOf(ctx.db, taken.driver.id);
    expect(events.filter((event) => event === 'assessments.complete')).toHaveLength(1);
  });

  it('changes nothing when the session is finished again', async () => {
    const { driver, sessionId, finished } = await finishedSession();
    const again = await finish(driver.cookie, { assessmentSessionId: sessionId });
    expect(again.data!.finishAssessmentSession.endDate).toBe(finished.endDate);
    expect(await metricsOf(driver.id)).toHaveLength(3);
    const events = await productEventsOf(ctx.db, driver.id);
    expect(events.filter((event) => event === 'assessments.complete')).toHaveLength(1);
  });

  it("refuses another organisation's manager and another driver finishing a driver's session", async () => {
    const session = await managerStartedSession();
    for (const outsider of [world.rivalManager, world.loneDriver]) {
      expect(errorCode(await finish(outsider.cookie, { assessmentSessionId: session.id }))).toBe('NOT_FOUND');
    }
  });

  it("posts a study participant's result to the study through the outbox, once", async () => {
    const study = await buildSubscription(ctx.db, {
      subscriptionType: 'Study',
      studyUniqueCode: 'QRST2345',
      studyResultsPagePostUrl: 'https://study.example/results',
    });
    await license(ctx.db, study.id, world.hazard);
    const participant = await buildUser(ctx.db, { subscriptionId: study.id });
    await ctx.db.insert(studyParticipants).values({
      id: crypto.randomUUID(),
      subscriptionId: study.id,
      userIdentifier: 'PANEL-77',
      userId: participant.id,
    });
    const session = (await start(participant.cookie, { assessmentId: world.hazard })).data!.initializeAssessmentSession;
    await save(participant.cookie, {
      assessmentSessionId: session.id,
      added: [
        response(world.items.choice, world.questions.choice.id, {
          questionAnswerId: world.questions.choice.answerIds[0],
        }),
      ],
    });
    await finish(participant.cookie, { assessmentSessionId: session.id });
    await finish(participant.cookie, { assessmentSessionId: session.id });
    const posts = await ctx.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, STUDY_RESULT_POST_JOB), eq(outboxMessages.subscriptionId, study.id)));
    expect(posts.map((row) => row.payload)).toEqual([
      {
        url: 'https://study.example/results',
        body: { user_id: 'PANEL-77', assessmentCode: 'QRST2345', assessmentName: 'Hazard perception', score: 33 },
      },
    ]);
  });
});
