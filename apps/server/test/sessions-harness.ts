import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { assessmentFeedbacks, assessments } from '../src/modules/assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../src/modules/assessments/assessment-item.table.ts';
import { userAssessmentAssignments } from '../src/modules/assignments/user-assessment-assignment.table.ts';
import { driverMetricAdjustments } from '../src/modules/content-rules/content-rule.table.ts';
import { questionSequenceQuestions, questions } from '../src/modules/questions/question.table.ts';
import { questionAnswers, questionFeedbacks } from '../src/modules/questions/question-answer.table.ts';
import { driverMetrics } from '../src/modules/safety-metrics/driver-metric.table.ts';
import { assessmentSessions } from '../src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../src/modules/sessions/question-response-event.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssignmentWorld } from './assignments-harness.ts';
import { type BuiltUser, buildUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import { type TestApp, useTestApp } from './test-app.ts';

export const SESSION_FIELDS =
  'id assessmentId userId subscriptionId startDate endDate totalScore currentPosition isFinished markedSuspicious isPreview';
export const INITIALIZE = `mutation ($assessmentId: ID!, $userId: ID, $restart: Boolean, $preview: Boolean) {
  initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart, preview: $preview) {
    ${SESSION_FIELDS} }
}`;
export const SAVE = `mutation ($model: SaveAssessmentSessionResponsesInput!) {
  saveAssessmentSessionResponses(model: $model) { ${SESSION_FIELDS} }
}`;
export const FINISH = `mutation ($model: FinishAssessmentSessionInput!) {
  finishAssessmentSession(model: $model) { ${SESSION_FIELDS} }
}`;
export const LAUNCH_VIEW = `query ($id: ID!) {
  assessmentSessionLaunchView(id: $id) {
    session { ${SESSION_FIELDS} }
    assessment { id name assessmentType feedbackStyle text }
    presented { assessmentItemId question { id name questionType numberOfSubQuestions maximumClicks imageUrl videoUrl
      answers { id answerText displayOrder subQuestionNumber }
      children { id questionType answers { id answerText } } } }
    responseEvents { id questionId assessmentItemId questionAnswerId responseTimeSeconds clickPositionX clickPositionY
      textInput subQuestionNumber eventDate }
    pageCount viewerCanAnswer isStudy
  }
}`;

export interface SessionResult {
  id: string;
  assessmentId: string;
  userId: string;
  totalScore: number | null;
  currentPosition: number;
  isFinished: boolean;
  markedSuspicious: boolean;
  endDate: string | null;
  isPreview: boolean;
}

type AnswerValues = Partial<typeof questionAnswers.$inferInsert>;

export async function buildMetric(db: Database, name: string, startValue = 50): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(driverMetrics).values({ id, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name, startValue });
  return id;
}

/** A question with its answers (each answer gets an id and its place in order). */
export async function buildQuestion(
  db: Database,
  values: Partial<typeof questions.$inferInsert> & { questionType: (typeof questions.$inferInsert)['questionType'] },
  answers: AnswerValues[] = [],
): Promise<{ id: string; answerIds: string[] }> {
  const id = crypto.randomUUID();
  await db.insert(questions).values({ id, name: `Question ${id.slice(0, 6)}`, ...values });
  const answerIds: string[] = [];
  for (const [index, answer] of answers.entries()) {
    const answerId = crypto.randomUUID();
    answerIds.push(answerId);
    await db.insert(questionAnswers).values({ id: answerId, questionId: id, displayOrder: index, ...answer });
  }
  return { id, answerIds };
}

export async function linkChildren(db: Database, parentQuestionId: string, childIds: string[]) {
  for (const [index, childQuestionId] of childIds.entries()) {
    await db
      .insert(questionSequenceQuestions)
      .values({ id: crypto.randomUUID(), parentQuestionId, childQuestionId, displayOrder: index });
  }
}

/** An item of the assessment presenting these questions (a pool when more than one). */
export async function buildItem(
  db: Database,
  assessmentId: string,
  displayOrder: number,
  questionIds: string[],
  values: Partial<typeof assessmentItems.$inferInsert> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(assessmentItems).values({
    id,
    assessmentId,
    displayOrder,
    numberOfQuestionsToPresent: questionIds.length,
    ...values,
  });
  for (const questionId of questionIds) {
    await db
      .insert(assessmentItemQuestions)
      .values({ id: crypto.randomUUID(), assessmentId, assessmentItemId: id, questionId });
  }
  return id;
}

/**
 * A session as if taken, finished unless told otherwise, ended at `endDate` (default now) and started 10 minutes
 * before it.
 */
export async function insertSession(
  db: Database,
  values: {
    subscriptionId: string;
    userId: string;
    assessmentId: string;
    endDate?: Date;
    totalScore?: number | null;
    finished?: boolean;
    markedSuspicious?: boolean;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const endDate = values.endDate ?? new Date();
  const finished = values.finished ?? true;
  await db.insert(assessmentSessions).values({
    id,
    subscriptionId: values.subscriptionId,
    userId: values.userId,
    startedByUserId: values.userId,
    assessmentId: values.assessmentId,
    sessionIndex: 0,
    startDate: new Date(endDate.getTime() - 10 * 60 * 1000),
    endDate: finished ? endDate : null,
    isFinished: finished,
    totalScore: finished ? (values.totalScore ?? 0) : null,
    markedSuspicious: values.markedSuspicious ?? false,
    sessionInitializationJson: { feedbackStyle: 'SummaryFeedback', order: [] },
  });
  return id;
}

/** A finished session of the person scoring 80, as if they had taken the assessment (for what depends on finishing). */
export function insertFinishedSession(
  db: Database,
  values: { subscriptionId: string; userId: string; assessmentId: string; endDate?: Date },
): Promise<string> {
  return insertSession(db, { ...values, totalScore: 80 });
}

/** A new driver of the subscription, assigned the assessment (licensed to it already) with no restart allowed. */
export async function assignedDriver(db: Database, subscriptionId: string, assessmentId: string): Promise<BuiltUser> {
  const driver = await buildUser(db, { subscriptionId, roleGroup: RoleGroupName.Driver });
  await db.insert(userAssessmentAssignments).values({
    id: crypto.randomUUID(),
    subscriptionId,
    userId: driver.id,
    assessmentId,
    targetDate: new Date('2027-06-30T00:00:00Z'),
  });
  return driver;
}

/** A new driver of the subscription, assigned the assessment (licensed to it already), with their session started. */
export async function startAssignedSession(
  ctx: { app: TestApp; db: Database },
  subscriptionId: string,
  assessmentId: string,
): Promise<{ driver: BuiltUser; sessionId: string }> {
  const driver = await assignedDriver(ctx.db, subscriptionId, assessmentId);
  const started = await gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, {
    variables: { assessmentId },
    cookie: driver.cookie,
  });
  if (started.errors) throw new Error(`the session did not start: ${JSON.stringify(started.errors)}`);
  return { driver, sessionId: started.data!.initializeAssessmentSession.id };
}

export const RESULT = `query ($id: ID!) { assessmentSessionResult(id: $id) { score riskCategory markedSuspicious feedbackText
  questionBreakdown { questionId score maxScore percent feedbackText }
  driverMetricBreakdown { driverMetricId name score adjustment dashboardValue } } }`;
export const QUESTION_FEEDBACK = `query ($sessionId: ID!, $itemId: ID!, $questionId: ID!) {
  assessmentSessionQuestionFeedback(assessmentSessionId: $sessionId, assessmentItemId: $itemId, questionId: $questionId) {
    score feedbackText } }`;

export interface MetricResult {
  driverMetricId: string;
  name: string;
  score: number;
  adjustment: number;
  dashboardValue: number | null;
}

export interface LaunchView {
  session: SessionResult;
  assessment: Record<string, unknown>;
  pageCount: number;
  viewerCanAnswer: boolean;
  isStudy: boolean;
}

/**
 * The assignment world (`buildAssignmentWorld`) with its hazard assessment made into a scored one of seven pages:
 * start 0, then one item a page (a multiple choice, a reaction to a video, clicks on an image, a questionnaire, a
 * learning text), finish 6. It gives summary feedback, has feedback for a total of 60..70 and for a score of 0..50 on
 * the multiple choice, and rules that move metrics when the total is in their range.
 */
export async function buildSessionWorld(db: Database) {
  const world = await buildAssignmentWorld(db);
  const metrics = {
    /** Measured by the multiple choice and the reaction; a rule adds 7 for a total of 60..80. */
    hazardAnticipation: await buildMetric(db, 'Hazard anticipation', 50),
    /** Measured by the clicks on the image. */
    observation: await buildMetric(db, 'Observation', 40),
    /** Measured by no question: only its rule (20 off for a total of 60..80) moves it from its start value. */
    ruleOnly: await buildMetric(db, 'Speed & <distance> "choice"', 30),
    /** Measured by no question, with a rule (0..10) a total of 67 does not match. */
    unmatchedRule: await buildMetric(db, 'Fatigue', 45),
  };
  const choice = await buildQuestion(
    db,
    { questionType: 'MultipleChoiceImage', driverMetricId: metrics.hazardAnticipation },
    [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0, isSuspicious: true, suspicionScore: 1 },
    ],
  );
  const reaction = await buildQuestion(
    db,
    { questionType: 'ResponseTimeVideo', driverMetricId: metrics.hazardAnticipation },
    [
      { startResponseTimeSeconds: 2, endResponseTimeSeconds: 4, score: 100 },
      { startResponseTimeSeconds: 4, endResponseTimeSeconds: 6, score: 50 },
    ],
  );
  const location = await buildQuestion(
    db,
    { questionType: 'LocationResponseImage', driverMetricId: metrics.observation, maximumClicks: 2 },
    [
      { windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300, score: 60 },
      { windowLeft: 1000, windowTop: 500, windowRight: 1200, windowBottom: 700, score: 40 },
    ],
  );
  const surveyText = await buildQuestion(db, { questionType: 'QuestionnaireInput' });
  const surveyChoice = await buildQuestion(db, { questionType: 'QuestionnaireMultipleChoice' }, [
    { answerText: 'Often', score: 3 },
    { answerText: 'Rarely', score: 1 },
  ]);
  const survey = await buildQuestion(db, { questionType: 'Questionnaire' });
  await linkChildren(db, survey.id, [surveyText.id, surveyChoice.id]);
  const learning = await buildQuestion(db, { questionType: 'LearningText' });
  const questions = { choice, reaction, location, survey, surveyText, surveyChoice };
  const items = {
    choice: await buildItem(db, world.hazard, 1, [choice.id]),
    reaction: await buildItem(db, world.hazard, 2, [reaction.id]),
    location: await buildItem(db, world.hazard, 3, [location.id]),
    survey: await buildItem(db, world.hazard, 4, [survey.id]),
    learning: await buildItem(db, world.hazard, 5, [learning.id]),
  };
  await db
    .update(assessments)
    .set({ feedbackStyle: 'SummaryFeedback', text: '<p>Watch the road.</p>' })
    .where(eq(assessments.id, world.hazard));
  await db.insert(questionFeedbacks).values({
    id: crypto.randomUUID(),
    questionId: choice.id,
    minScore: 0,
    maxScore: 50,
    feedbackText: 'You scored {score} of {maxScore}.',
  });
  await db.insert(assessmentFeedbacks).values({
    id: crypto.randomUUID(),
    assessmentId: world.hazard,
    minTotalScore: 60,
    maxTotalScore: 70,
    feedbackText: 'Total {score} of {maxScore}: keep practising.',
  });
  const rule = (driverMetricId: string, minScore: number, maxScore: number, adjustmentValue: number) => ({
    id: crypto.randomUUID(),
    targetId: world.hazard,
    targetType: 'Assessment' as const,
    driverMetricId,
    minScore,
    maxScore,
    adjustmentValue,
  });
  await db
    .insert(driverMetricAdjustments)
    .values([
      rule(metrics.hazardAnticipation, 60, 80, 7),
      rule(metrics.ruleOnly, 60, 80, -20),
      rule(metrics.unmatchedRule, 0, 10, -20),
    ]);
  return { ...world, metrics, questions, items };
}

export type SessionWorld = Awaited<ReturnType<typeof buildSessionWorld>>;

/** A response to a question of the session, under a new id. */
export function response(itemId: string, questionId: string, values: Record<string, unknown> = {}) {
  return { id: crypto.randomUUID(), assessmentItemId: itemId, questionId, ...values };
}

/**
 * The test app with `buildSessionWorld` made once per file, and the session operations as the given person.
 * `answerEveryPage` takes a started session to the last page with a total of 67: the wrong choice (0), a reaction
 * in the first window (100) and clicks in both windows of the image (100), and the questionnaire (not scored). On the
 * way the right choice is replaced and a click over the limit taken back, so what counts is only what is current.
 */
export function useSessionWorld() {
  const ctx = useTestApp();
  const world = {} as SessionWorld;
  beforeAll(async () => {
    Object.assign(world, await buildSessionWorld(ctx.db));
  });

  const start = (cookie: string | undefined, variables: Record<string, unknown>) =>
    gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, { variables, cookie });
  const save = (cookie: string | undefined, model: Record<string, unknown>) =>
    gql<{ saveAssessmentSessionResponses: SessionResult }>(ctx.app, SAVE, { variables: { model }, cookie });
  const finish = (cookie: string | undefined, model: Record<string, unknown>) =>
    gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, { variables: { model }, cookie });
  const launchView = (cookie: string | undefined, sessionId: string) =>
    gql<{ assessmentSessionLaunchView: LaunchView }>(ctx.app, LAUNCH_VIEW, { variables: { id: sessionId }, cookie });
  const result = (cookie: string | undefined, sessionId: string) =>
    gql<{ assessmentSessionResult: { driverMetricBreakdown: MetricResult[] } & Record<string, unknown> }>(
      ctx.app,
      RESULT,
      { variables: { id: sessionId }, cookie },
    );
  const questionFeedback = (cookie: string | undefined, sessionId: string) =>
    gql<{ assessmentSessionQuestionFeedback: { score: number; feedbackText: string } }>(ctx.app, QUESTION_FEEDBACK, {
      variables: { sessionId, itemId: world.items.choice, questionId: world.questions.choice.id },
      cookie,
    });
  /** Every response stored in the session, archived ones too. */
  const eventsOf = (sessionId: string) =>
    ctx.db.select().from(questionResponseEvents).where(eq(questionResponseEvents.assessmentSessionId, sessionId));
  /** A new driver of the customer assigned the hazard assessment, no restart allowed, with their session started. */
  const startedSession = () => startAssignedSession(ctx, world.customerId, world.hazard);

  const answerEveryPage = async (cookie: string, sessionId: string) => {
    const { items, questions } = world;
    const overTheLimit = response(items.location, questions.location.id, { clickPositionX: 10, clickPositionY: 10 });
    const pages = [
      {
        added: [response(items.choice, questions.choice.id, { questionAnswerId: questions.choice.answerIds[0] })],
        currentPosition: 1,
      },
      {
        added: [response(items.choice, questions.choice.id, { questionAnswerId: questions.choice.answerIds[1] })],
        currentPosition: 2,
      },
      {
        added: [
          response(items.reaction, questions.reaction.id, { responseTimeSeconds: 3 }),
          response(items.reaction, questions.reaction.id, { responseTimeSeconds: 5.2 }),
        ],
        currentPosition: 3,
      },
      {
        added: [
          response(items.location, questions.location.id, { clickPositionX: 200, clickPositionY: 200 }),
          response(items.location, questions.location.id, { clickPositionX: 1100, clickPositionY: 600 }),
          overTheLimit,
        ],
      },
      { removed: [overTheLimit.id], currentPosition: 4 },
      {
        added: [
          response(items.survey, questions.surveyText.id, { textInput: 'I drive at night.' }),
          response(items.survey, questions.surveyChoice.id, { questionAnswerId: questions.surveyChoice.answerIds[0] }),
        ],
        currentPosition: 5,
      },
    ];
    for (const page of pages) {
      const saved = await save(cookie, { assessmentSessionId: sessionId, ...page });
      if (saved.errors) throw new Error(`the save was refused: ${JSON.stringify(saved.errors)}`);
    }
  };
  /** The team driver's session, started for them by their driver manager (the same one again once started). */
  const managerStartedSession = async () => {
    const started = await start(world.driverManager.cookie, {
      assessmentId: world.hazard,
      userId: world.teamDriver.id,
    });
    if (started.errors) throw new Error(`the session did not start: ${JSON.stringify(started.errors)}`);
    return started.data!.initializeAssessmentSession;
  };
  /** A started session taken through every page (`answerEveryPage`) and finished. */
  const finishedSession = async () => {
    const { driver, sessionId } = await startedSession();
    await answerEveryPage(driver.cookie, sessionId);
    const finished = await finish(driver.cookie, {
      assessmentSessionId: sessionId,
      browserData: { browser: 'Firefox' },
    });
    if (finished.errors) throw new Error(`the session did not finish: ${JSON.stringify(finished.errors)}`);
    return { driver, sessionId, finished: finished.data!.finishAssessmentSession };
  };

  return {
    ctx,
    world,
    start,
    save,
    finish,
    launchView,
    result,
    questionFeedback,
    eventsOf,
    startedSession,
    managerStartedSession,
    answerEveryPage,
    finishedSession,
  };
}
