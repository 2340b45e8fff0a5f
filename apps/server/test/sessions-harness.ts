import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { assessmentItemQuestions, assessmentItems } from '../src/modules/assessments/assessment-item.table.ts';
import { userAssessmentAssignments } from '../src/modules/assignments/user-assessment-assignment.table.ts';
import { questionSequenceQuestions, questions } from '../src/modules/questions/question.table.ts';
import { questionAnswers } from '../src/modules/questions/question-answer.table.ts';
import { driverMetrics } from '../src/modules/safety-metrics/driver-metric.table.ts';
import { assessmentSessions } from '../src/modules/sessions/assessment-session.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { type BuiltUser, buildUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import type { TestApp } from './test-app.ts';

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

/** A new driver of the subscription, assigned the assessment (licensed to it already), with their session started. */
export async function startAssignedSession(
  ctx: { app: TestApp; db: Database },
  subscriptionId: string,
  assessmentId: string,
): Promise<{ driver: BuiltUser; sessionId: string }> {
  const driver = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.Driver });
  await ctx.db.insert(userAssessmentAssignments).values({
    id: crypto.randomUUID(),
    subscriptionId,
    userId: driver.id,
    assessmentId,
    targetDate: new Date('2027-06-30T00:00:00Z'),
  });
  const started = await gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, {
    variables: { assessmentId },
    cookie: driver.cookie,
  });
  if (started.errors) throw new Error(`the session did not start: ${JSON.stringify(started.errors)}`);
  return { driver, sessionId: started.data!.initializeAssessmentSession.id };
}
