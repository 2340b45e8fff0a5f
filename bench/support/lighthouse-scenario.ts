import { invitePerson, ROLE_GROUP } from './invite-person.ts';
import { type Credentials, RoadmarkHttpClient } from './roadmark-http-client.ts';

/** The seeded demo assessment (apps/server/src/modules/seed/demo-ids.ts). */
export const DEMO_ASSESSMENT_ID = '7a1f0000-0000-4000-8000-00000000de01';

/** A page to measure: where it is, whose browser loads it, and the scores the team aims for. */
export interface LighthousePage {
  key: string;
  label: string;
  path: string;
  /** The Cookie header of the person the page is loaded as; none for a signed-out page. */
  cookie?: string;
  target: { performance: number; accessibility?: number };
}

export const SIGN_IN_PAGE: LighthousePage = {
  key: 'sign-in',
  label: 'Sign-in `/account/login`',
  path: '/account/login',
  target: { performance: 90, accessibility: 95 },
};

const INITIALIZE = `mutation ($assessmentId: ID!) {
  initializeAssessmentSession(assessmentId: $assessmentId) { id isFinished }
}`;
const LAUNCH_VIEW = `query ($id: ID!) {
  assessmentSessionLaunchView(id: $id) {
    presented { assessmentItemId question { id questionType answers { id } } }
  }
}`;
const SAVE = `mutation ($model: SaveAssessmentSessionResponsesInput!) {
  saveAssessmentSessionResponses(model: $model) { id }
}`;
const FINISH = `mutation ($model: FinishAssessmentSessionInput!) {
  finishAssessmentSession(model: $model) { id isFinished totalScore }
}`;

interface Presented {
  assessmentItemId: string;
  question: { id: string; questionType: string; answers: { id: string }[] };
}

/**
 * Takes the assessment as a quick driver would: answers every multiple-choice question (choice `pick` of each, so
 * drivers differ and the dashboard gets a spread of scores; the other question types are left unanswered and
 * score nothing) and finishes. Answers the finished session's score.
 */
async function takeAssessment(driver: RoadmarkHttpClient, sessionId: string, pick: number): Promise<number> {
  const { assessmentSessionLaunchView: view } = await driver.graphql<{
    assessmentSessionLaunchView: { presented: Presented[] };
  }>(LAUNCH_VIEW, { id: sessionId });
  const added = view.presented
    .filter(({ question }) => question.questionType.startsWith('MultipleChoice') && question.answers.length > 0)
    .map(({ assessmentItemId, question }, index) => ({
      id: crypto.randomUUID(),
      assessmentItemId,
      questionId: question.id,
      questionAnswerId: question.answers[(pick + index) % question.answers.length]!.id,
      responseTimeSeconds: 4 + index,
    }));
  await driver.graphql(SAVE, { model: { assessmentSessionId: sessionId, added } });
  const { finishAssessmentSession: finished } = await driver.graphql<{
    finishAssessmentSession: { isFinished: boolean; totalScore: number | null };
  }>(FINISH, { model: { assessmentSessionId: sessionId } });
  if (!finished.isFinished) throw new Error(`session ${sessionId} did not finish`);
  return finished.totalScore ?? 0;
}

/** Starts the demo assessment, or a retake once the last attempt is finished (the assignment allows one). */
async function startSession(driver: RoadmarkHttpClient): Promise<string> {
  const { initializeAssessmentSession: session } = await driver.graphql<{
    initializeAssessmentSession: { id: string; isFinished: boolean };
  }>(INITIALIZE, { assessmentId: DEMO_ASSESSMENT_ID });
  if (session.isFinished) throw new Error('starting the demo assessment answered a finished session');
  return session.id;
}

/**
 * Sets up, over HTTP only (so it works against any running server), the people whose pages are measured: a new
 * customer subscription licensing the demo assessment, an Overview manager (the subscription's administrator,
 * who sees the subscription dashboard at /dashboard) and three drivers with the assessment assigned. Two drivers
 * finish it, and the measured driver finishes it once and starts a retake, so /me shows a result and an attempt
 * in progress, the player opens a session mid-way, and the dashboard has scores to chart.
 */
export async function prepareLighthousePages(baseUrl: string, admin: Credentials): Promise<LighthousePage[]> {
  const staff = new RoadmarkHttpClient(baseUrl);
  await staff.signIn(admin);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { createSubscription } = await staff.graphql<{ createSubscription: { id: string } }>(
    'mutation ($model: SubscriptionInput!) { createSubscription(model: $model) { id } }',
    { model: { companyName: `Lighthouse Haulage ${stamp}`, subscriptionType: 'Subscription' } },
  );
  const subscriptionId = createSubscription.id;
  await staff.graphql(
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: DEMO_ASSESSMENT_ID, maxRestarts: 1 } },
  );
  const person = (role: string, firstName: string, lastName: string, roleGroupId: string) =>
    invitePerson(
      staff,
      { email: `lighthouse-${stamp}-${role}@example.com`, firstName, lastName, roleGroupId, subscriptionId },
      `Lh-${stamp}-${role}-Pw1`,
    );
  const manager = await person('manager', 'Morgan', "O'Neill", ROLE_GROUP.overviewManager);
  const drivers = [
    await person('driver', 'Dana', 'Driver', ROLE_GROUP.driver),
    await person('driver2', 'Sam', 'Patel', ROLE_GROUP.driver),
    await person('driver3', 'Alex', 'Nowak', ROLE_GROUP.driver),
  ];
  const signedIn: RoadmarkHttpClient[] = [];
  for (const [index, driver] of drivers.entries()) {
    await staff.graphql(
      'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
      { model: { userId: driver.userId, assessmentId: DEMO_ASSESSMENT_ID, maxRestarts: 1 } },
    );
    const client = new RoadmarkHttpClient(baseUrl);
    await client.signIn(driver);
    await takeAssessment(client, await startSession(client), index);
    signedIn.push(client);
  }
  const measuredDriver = signedIn[0]!;
  const retakeId = await startSession(measuredDriver);
  const managerClient = new RoadmarkHttpClient(baseUrl);
  await managerClient.signIn(manager);

  return [
    SIGN_IN_PAGE,
    {
      key: 'me',
      label: "Driver's home `/me`",
      path: '/me',
      cookie: measuredDriver.cookieHeader(),
      target: { performance: 90, accessibility: 95 },
    },
    {
      key: 'player',
      label: 'Player `/assessment/launch/<id>`',
      path: `/assessment/launch/${retakeId}`,
      cookie: measuredDriver.cookieHeader(),
      target: { performance: 90, accessibility: 95 },
    },
    {
      key: 'dashboard',
      label: 'Dashboard `/dashboard` (Overview manager)',
      path: '/dashboard',
      cookie: managerClient.cookieHeader(),
      target: { performance: 80 },
    },
  ];
}
