import { RoleGroupName } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../../../test/assignments-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildMetric,
  buildQuestion,
  FINISH,
  INITIALIZE,
  LAUNCH_VIEW,
  linkChildren,
  SAVE,
  type SessionResult,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { assessmentFeedbacks, assessments } from '../assessments/assessment.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { driverMetricAdjustments } from '../content-rules/content-rule.table.ts';
import { questionFeedbacks } from '../questions/question-answer.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { assessmentItemSessionOrders, assessmentSessionMetricScores } from './assessment-session.table.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

type World = Awaited<ReturnType<typeof buildAssignmentWorld>>;
interface MetricResult {
  driverMetricId: string;
  dashboardValue: number | null;
}

const RESULT = `query ($id: ID!) { assessmentSessionResult(id: $id) { score riskCategory markedSuspicious feedbackText
  questionBreakdown { questionId score maxScore percent feedbackText }
  driverMetricBreakdown { driverMetricId name score adjustment dashboardValue } } }`;
const OWN_METRICS = '{ meDashboardViewModel { metrics { driverMetricId value } } }';
const QUESTION_FEEDBACK = `query ($sessionId: ID!, $itemId: ID!, $questionId: ID!) {
  assessmentSessionQuestionFeedback(assessmentSessionId: $sessionId, assessmentItemId: $itemId, questionId: $questionId) {
    feedbackText } }`;

describe('assessment sessions', () => {
  const ctx = useTestApp();
  let world: World;
  let metricA: string;
  let metricB: string;
  /** Measured by no question: only the assessment's rules move it. */
  let metricC: string;
  let metricD: string;
  const items = {} as Record<'choice' | 'reaction' | 'location' | 'survey' | 'learning', string>;
  const q = {} as Record<
    'choice' | 'reaction' | 'location' | 'survey' | 'surveyText' | 'surveyChoice',
    { id: string; answerIds: string[] }
  >;

  const start = async (cookie: string, variables: Record<string, unknown>) =>
    gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, { variables, cookie });
  const save = (cookie: string, model: Record<string, unknown>) =>
    gql<{ saveAssessmentSessionResponses: SessionResult }>(ctx.app, SAVE, { variables: { model }, cookie });
  const finish = (cookie: string, model: Record<string, unknown>) =>
    gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, { variables: { model }, cookie });
  const eventsOf = (sessionId: string) =>
    ctx.db.select().from(questionResponseEvents).where(eq(questionResponseEvents.assessmentSessionId, sessionId));
  const response = (itemId: string, questionId: string, values: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    assessmentItemId: itemId,
    questionId,
    ...values,
  });

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    metricA = await buildMetric(ctx.db, 'Hazard anticipation', 50);
    metricB = await buildMetric(ctx.db, 'Observation', 40);
    metricC = await buildMetric(ctx.db, 'Speed & <distance> "choice"', 30);
    metricD = await buildMetric(ctx.db, 'Fatigue', 45);
    q.choice = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage', driverMetricId: metricA }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0, isSuspicious: true, suspicionScore: 1 },
    ]);
    q.reaction = await buildQuestion(ctx.db, { questionType: 'ResponseTimeVideo', driverMetricId: metricA }, [
      { startResponseTimeSeconds: 2, endResponseTimeSeconds: 4, score: 100 },
      { startResponseTimeSeconds: 4, endResponseTimeSeconds: 6, score: 50 },
    ]);
    q.location = await buildQuestion(
      ctx.db,
      { questionType: 'LocationResponseImage', driverMetricId: metricB, maximumClicks: 2 },
      [
        { windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300, score: 60 },
        { windowLeft: 1000, windowTop: 500, windowRight: 1200, windowBottom: 700, score: 40 },
      ],
    );
    q.surveyText = await buildQuestion(ctx.db, { questionType: 'QuestionnaireInput' });
    q.surveyChoice = await buildQuestion(ctx.db, { questionType: 'QuestionnaireMultipleChoice' }, [
      { answerText: 'Often', score: 3 },
      { answerText: 'Rarely', score: 1 },
    ]);
    q.survey = await buildQuestion(ctx.db, { questionType: 'Questionnaire' });
    await linkChildren(ctx.db, q.survey.id, [q.surveyText.id, q.surveyChoice.id]);
    const learning = await buildQuestion(ctx.db, { questionType: 'LearningText' });
    items.choice = await buildItem(ctx.db, world.hazard, 1, [q.choice.id]);
    items.reaction = await buildItem(ctx.db, world.hazard, 2, [q.reaction.id]);
    items.location = await buildItem(ctx.db, world.hazard, 3, [q.location.id]);
    items.survey = await buildItem(ctx.db, world.hazard, 4, [q.survey.id]);
    items.learning = await buildItem(ctx.db, world.hazard, 5, [learning.id]);
    await ctx.db
      .update(assessments)
      .set({ feedbackStyle: 'SummaryFeedback', text: '<p>Watch the road.</p>' })
      .where(eq(assessments.id, world.hazard));
    await ctx.db.insert(questionFeedbacks).values({
      id: crypto.randomUUID(),
      questionId: q.choice.id,
      minScore: 0,
      maxScore: 50,
      feedbackText: 'You scored {score} of {maxScore}.',
    });
    await ctx.db.insert(assessmentFeedbacks).values({
      id: crypto.randomUUID(),
      assessmentId: world.hazard,
      minTotalScore: 60,
      maxTotalScore: 70,
      feedbackText: 'Total {score} of {maxScore}: keep practising.',
    });
    await ctx.db.insert(driverMetricAdjustments).values({
      id: crypto.randomUUID(),
      targetId: world.hazard,
      targetType: 'Assessment',
      driverMetricId: metricA,
      minScore: 60,
      maxScore: 80,
      adjustmentValue: 7,
    });
    // A matching rule for a metric no question measures applies to its start value; one that does not match, not.
    await ctx.db.insert(driverMetricAdjustments).values([
      {
        id: crypto.randomUUID(),
        targetId: world.hazard,
        targetType: 'Assessment',
        driverMetricId: metricC,
        minScore: 60,
        maxScore: 80,
        adjustmentValue: -20,
      },
      {
        id: crypto.randomUUID(),
        targetId: world.hazard,
        targetType: 'Assessment',
        driverMetricId: metricD,
        minScore: 0,
        maxScore: 10,
        adjustmentValue: -20,
      },
    ]);
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.customerId,
      userId: world.loneDriver.id,
      assessmentId: world.hazard,
      targetDate: new Date('2027-06-30T00:00:00Z'),
      maxRestarts: 0,
    });
  });

  it('takes a driver from start to finish: responses scored on the server, metrics applied, once', async () => {
    const driver = world.loneDriver;
    const started = await start(driver.cookie, { assessmentId: world.hazard });
    expect(started.errors).toBeUndefined();
    const session = started.data!.initializeAssessmentSession;
    expect(session).toMatchObject({ userId: driver.id, currentPosition: 0, isFinished: false, totalScore: null });
    const order = await ctx.db
      .select()
      .from(assessmentItemSessionOrders)
      .where(eq(assessmentItemSessionOrders.assessmentSessionId, session.id));
    expect(order).toHaveLength(5);

    // Opening it again resumes the same session.
    expect((await start(driver.cookie, { assessmentId: world.hazard })).data!.initializeAssessmentSession.id).toBe(
      session.id,
    );

    // The launch view: the pages, without any answer key.
    const view = await gql<{ assessmentSessionLaunchView: Record<string, unknown> }>(ctx.app, LAUNCH_VIEW, {
      variables: { id: session.id },
      cookie: driver.cookie,
    });
    expect(view.errors).toBeUndefined();
    expect(view.data!.assessmentSessionLaunchView).toMatchObject({
      pageCount: 7,
      viewerCanAnswer: true,
      isStudy: false,
      assessment: { feedbackStyle: 'SummaryFeedback', text: '<p>Watch the road.</p>' },
    });
    const keyed = await gql(
      ctx.app,
      'query ($id: ID!) { assessmentSessionLaunchView(id: $id) { presented { question { answers { score } } } } }',
      {
        variables: { id: session.id },
        cookie: driver.cookie,
      },
    );
    expect(errorCode(keyed)).toBe('GRAPHQL_VALIDATION_FAILED');

    // Question 1: the suspicious answer, first the right one then replaced (the earlier one is archived, cancelled).
    const right = response(items.choice, q.choice.id, { questionAnswerId: q.choice.answerIds[0] });
    const wrong = response(items.choice, q.choice.id, { questionAnswerId: q.choice.answerIds[1] });
    expect(
      (await save(driver.cookie, { assessmentSessionId: session.id, added: [right], currentPosition: 1 })).errors,
    ).toBeUndefined();
    const saved = await save(driver.cookie, { assessmentSessionId: session.id, added: [wrong], currentPosition: 2 });
    expect(saved.data!.saveAssessmentSessionResponses).toMatchObject({ currentPosition: 2, totalScore: null });
    // The same save again (a retry after a lost answer) stores nothing twice.
    await save(driver.cookie, { assessmentSessionId: session.id, added: [wrong], currentPosition: 2 });
    const choiceEvents = (await eventsOf(session.id)).filter((event) => event.questionId === q.choice.id);
    expect(choiceEvents).toHaveLength(2);
    expect(choiceEvents.find((event) => event.id === right.id)).toMatchObject({ archived: true, score: 100 });
    expect(choiceEvents.find((event) => event.id === right.id)!.cancelEventDate).toBeInstanceOf(Date);
    expect(choiceEvents.find((event) => event.id === wrong.id)).toMatchObject({ archived: false, score: 0 });

    // Question 2: two clicks in two windows; the best counts.
    const clicks = [
      response(items.reaction, q.reaction.id, { responseTimeSeconds: 3 }),
      response(items.reaction, q.reaction.id, { responseTimeSeconds: 5.2 }),
    ];
    await save(driver.cookie, { assessmentSessionId: session.id, added: clicks, currentPosition: 3 });

    // Question 3: a click over the limit adds the failure record; taking it back removes it.
    const hits = [
      response(items.location, q.location.id, { clickPositionX: 200, clickPositionY: 200 }),
      response(items.location, q.location.id, { clickPositionX: 1100, clickPositionY: 600 }),
      response(items.location, q.location.id, { clickPositionX: 10, clickPositionY: 10 }),
    ];
    await save(driver.cookie, { assessmentSessionId: session.id, added: hits });
    const failure = () =>
      eventsOf(session.id).then((events) =>
        events.filter((event) => event.textInput === 'FailedMaximumClicks' && !event.archived),
      );
    expect(await failure()).toMatchObject([{ score: -100000, questionId: q.location.id }]);
    await save(driver.cookie, { assessmentSessionId: session.id, removed: [hits[2]!.id], currentPosition: 4 });
    expect(await failure()).toEqual([]);

    // The questionnaire: a text and a choice, stored but not scored into the total.
    await save(driver.cookie, {
      assessmentSessionId: session.id,
      added: [
        response(items.survey, q.surveyText.id, { textInput: 'I drive at night.' }),
        response(items.survey, q.surveyChoice.id, { questionAnswerId: q.surveyChoice.answerIds[0] }),
      ],
      currentPosition: 5,
    });
    // An assessment never goes back (save-session-moves.test.ts has the rules of moving).
    const back = await save(driver.cookie, { assessmentSessionId: session.id, currentPosition: 1 });
    expect(errorCode(back)).toBe('CONFLICT');

    // Finish: 0 + 100 + 100 of 300 = 67%; metric A = (0 + 100) / 200 = 50%, +7 by the rule (60..80) = 57; B = 100;
    // C, measured by no question, starts at 30 and its rule (60..80) takes 20 off; D's rule (0..10) does not match.
    const finished = await finish(driver.cookie, {
      assessmentSessionId: session.id,
      browserData: { browser: 'Firefox' },
    });
    expect(finished.errors).toBeUndefined();
    expect(finished.data!.finishAssessmentSession).toMatchObject({
      isFinished: true,
      totalScore: 67,
      currentPosition: 6,
    });
    const metrics = await ctx.db.select().from(userDriverMetrics).where(eq(userDriverMetrics.userId, driver.id));
    expect(Object.fromEntries(metrics.map((m) => [m.driverMetricId, m.currentValue]))).toEqual({
      [metricA]: 57,
      [metricB]: 100,
      [metricC]: 10,
    });
    const metricScores = await ctx.db
      .select()
      .from(assessmentSessionMetricScores)
      .where(eq(assessmentSessionMetricScores.assessmentSessionId, session.id));
    expect(metricScores).toHaveLength(2);
    const events = await ctx.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, PRODUCT_EVENT_KIND), eq(outboxMessages.subscriptionId, world.customerId)));
    const names = events.map((row) => (row.payload as { event: string }).event);
    expect(names.filter((name) => name === 'assessments.started')).toHaveLength(1);
    expect(names.filter((name) => name === 'assessments.complete')).toHaveLength(1);

    // The finish page: total, risk, per-question feedback and the session's own metric scores (before adjustment),
    // each with the adjustment its rules made and the value the person's dashboard took from it.
    const result = await gql<{ assessmentSessionResult: { driverMetricBreakdown: MetricResult[] } }>(ctx.app, RESULT, {
      variables: { id: session.id },
      cookie: driver.cookie,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.assessmentSessionResult).toEqual({
      score: 67,
      riskCategory: 'Medium',
      markedSuspicious: false,
      feedbackText: 'Total 67 of 100: keep practising.',
      questionBreakdown: [
        { questionId: q.choice.id, score: 0, maxScore: 100, percent: 0, feedbackText: 'You scored 0 of 100.' },
        { questionId: q.reaction.id, score: 100, maxScore: 100, percent: 100, feedbackText: null },
        { questionId: q.location.id, score: 100, maxScore: 100, percent: 100, feedbackText: null },
      ],
      driverMetricBreakdown: [
        { driverMetricId: metricA, name: 'Hazard anticipation', score: 50, adjustment: 7, dashboardValue: 57 },
        { driverMetricId: metricB, name: 'Observation', score: 100, adjustment: 0, dashboardValue: 100 },
      ],
    });
    // For this, the driver's only session, the dashboard's figure of each metric is the one the result page names.
    const own = await gql<{ meDashboardViewModel: { metrics: { driverMetricId: string; value: number }[] } }>(
      ctx.app,
      OWN_METRICS,
      { cookie: driver.cookie },
    );
    expect(own.errors).toBeUndefined();
    const dashboardValues = new Map(own.data!.meDashboardViewModel.metrics.map((m) => [m.driverMetricId, m.value]));
    for (const metric of result.data!.assessmentSessionResult.driverMetricBreakdown) {
      expect(dashboardValues.get(metric.driverMetricId)).toBe(metric.dashboardValue);
    }
    const feedback = await gql<{ assessmentSessionQuestionFeedback: { feedbackText: string } }>(
      ctx.app,
      QUESTION_FEEDBACK,
      {
        variables: { sessionId: session.id, itemId: items.choice, questionId: q.choice.id },
        cookie: world.overviewManager.cookie,
      },
    );
    expect(feedback.data!.assessmentSessionQuestionFeedback.feedbackText).toBe('You scored 0 of 100.');

    // Finishing again changes nothing; answering after finish is refused; a retake beyond the limit too.
    const again = await finish(driver.cookie, { assessmentSessionId: session.id });
    expect(again.data!.finishAssessmentSession.endDate).toBe(finished.data!.finishAssessmentSession.endDate);
    const late = await save(driver.cookie, {
      assessmentSessionId: session.id,
      added: [response(items.choice, q.choice.id, { questionAnswerId: q.choice.answerIds[0] })],
    });
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors![0]!.message).toBe('This session is finished: its answers can no longer change.');
    const retake = await start(driver.cookie, { assessmentId: world.hazard });
    expect(errorCode(retake)).toBe('CONFLICT');
    expect(retake.errors![0]!.message).toBe('No more attempts are allowed at this assessment.');
    // It names the attempt that used the last turn, so the start page can say when it was done and link its result.
    expect(retake.errors![0]!.extensions.params).toEqual({
      sessionId: session.id,
      finishedAt: finished.data!.finishAssessmentSession.endDate,
    });
    expect(await ctx.db.select().from(userDriverMetrics).where(eq(userDriverMetrics.userId, driver.id))).toHaveLength(
      3,
    );
  });

  it('rejects a bad response, and the whole save with it', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.customerId,
      userId: driver.id,
      assessmentId: world.hazard,
      targetDate: new Date('2027-06-30T00:00:00Z'),
    });
    const session = (await start(driver.cookie, { assessmentId: world.hazard })).data!.initializeAssessmentSession;
    const good = response(items.choice, q.choice.id, { questionAnswerId: q.choice.answerIds[0] });
    const stranger = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [{ score: 100 }]);
    const cases: [Record<string, unknown>, string][] = [
      [
        response(items.choice, stranger.id, { questionAnswerId: stranger.answerIds[0] }),
        'This question is not part of this session.',
      ],
      [response(items.reaction, q.choice.id), 'This question is not part of this session.'],
      [
        response(items.choice, q.choice.id, { questionAnswerId: q.reaction.answerIds[0] }),
        'That answer does not belong to this question.',
      ],
      [
        response(items.location, q.location.id, { clickPositionX: 1921, clickPositionY: 10 }),
        'A click must be on the image.',
      ],
      [
        response(items.location, q.location.id, { clickPositionX: 5, clickPositionY: -1 }),
        'A click must be on the image.',
      ],
      [
        response(items.reaction, q.reaction.id, { responseTimeSeconds: -0.5 }),
        'The video time of a response must be a number of seconds, 0 or more.',
      ],
      [response(items.choice, q.choice.id, { subQuestionNumber: 2 }), 'This question has no such part.'],
      [
        response(items.survey, q.surveyText.id, { textInput: 'x'.repeat(4001) }),
        'An answer can be at most 4000 characters long.',
      ],
    ];
    for (const [bad, message] of cases) {
      const refused = await save(driver.cookie, {
        assessmentSessionId: session.id,
        added: [good, bad],
        currentPosition: 1,
      });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(message);
    }
    expect(await eventsOf(session.id)).toEqual([]);
    const early = await gql(ctx.app, RESULT, { variables: { id: session.id }, cookie: driver.cookie });
    expect(early.errors![0]!.message).toBe('The results show once the session is finished.');
    const peek = await gql(ctx.app, QUESTION_FEEDBACK, {
      variables: { sessionId: session.id, itemId: items.choice, questionId: q.choice.id },
      cookie: driver.cookie,
    });
    expect(peek.errors![0]!.message).toBe('The feedback on this question shows after it has been answered.');
    const view = await gql<{ assessmentSessionLaunchView: { session: SessionResult } }>(ctx.app, LAUNCH_VIEW, {
      variables: { id: session.id },
      cookie: driver.cookie,
    });
    expect(view.data!.assessmentSessionLaunchView.session.currentPosition).toBe(0);

    // A response id already used in another session is refused too.
    await save(driver.cookie, { assessmentSessionId: session.id, added: [good] });
    const someoneElse = await buildUser(ctx.db, {
      subscriptionId: world.customerId,
      roleGroup: RoleGroupName.DriverManager,
    });
    const theirs = (await start(someoneElse.cookie, { assessmentId: world.hazard })).data!.initializeAssessmentSession;
    const reused = await save(someoneElse.cookie, { assessmentSessionId: theirs.id, added: [good] });
    expect(reused.errors![0]!.message).toBe('This response id is already used by another response.');
  });

  it('keeps sessions to their people: who may start, see and answer', async () => {
    // Not licensed, not assigned, another tenant's person: refused.
    const unlicensed = await start(world.loneDriver.cookie, { assessmentId: world.unlicensed });
    expect(unlicensed.errors![0]!.message).toBe('This assessment is not available to your organisation.');
    const unassigned = await start(world.teamDriver.cookie, { assessmentId: world.hazard });
    expect(unassigned.errors![0]!.message).toBe('This assessment has not been assigned to you.');
    expect(
      errorCode(await start(world.driverManager.cookie, { assessmentId: world.hazard, userId: world.rivalDriver.id })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await start(world.driverManager.cookie, { assessmentId: world.hazard, restart: true }))).toBe(
      'FORBIDDEN',
    );

    // A manager starts one for a driver of theirs (at the driver's side): both may answer; the driver's session.
    const forDriver = await start(world.driverManager.cookie, {
      assessmentId: world.hazard,
      userId: world.teamDriver.id,
    });
    expect(forDriver.errors).toBeUndefined();
    const session = forDriver.data!.initializeAssessmentSession;
    expect(session.userId).toBe(world.teamDriver.id);
    expect(
      (
        await save(world.driverManager.cookie, {
          assessmentSessionId: session.id,
          added: [response(items.choice, q.choice.id, { questionAnswerId: q.choice.answerIds[0] })],
        })
      ).errors,
    ).toBeUndefined();

    // Another manager of the subscription sees it but may not answer in it; another tenant does not see it at all.
    const view = await gql<{ assessmentSessionLaunchView: { viewerCanAnswer: boolean } }>(ctx.app, LAUNCH_VIEW, {
      variables: { id: session.id },
      cookie: world.overviewManager.cookie,
    });
    expect(view.data!.assessmentSessionLaunchView.viewerCanAnswer).toBe(false);
    const meddling = await save(world.overviewManager.cookie, { assessmentSessionId: session.id, currentPosition: 3 });
    expect(errorCode(meddling)).toBe('FORBIDDEN');
    for (const outsider of [world.rivalManager, world.loneDriver]) {
      expect(
        errorCode(await gql(ctx.app, LAUNCH_VIEW, { variables: { id: session.id }, cookie: outsider.cookie })),
      ).toBe('NOT_FOUND');
      expect(errorCode(await finish(outsider.cookie, { assessmentSessionId: session.id }))).toBe('NOT_FOUND');
    }
    expect(errorCode(await gql(ctx.app, LAUNCH_VIEW, { variables: { id: session.id } }))).toBe('UNAUTHENTICATED');

    // Staff may restart: a new session beside the unfinished one.
    const restarted = await start(world.staff.cookie, { assessmentId: world.hazard, restart: true });
    expect(restarted.errors).toBeUndefined();
  });
});
