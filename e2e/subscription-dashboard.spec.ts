import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAssessment, graphql, MEDIA } from './support/content-authoring.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { OVERVIEW_MANAGER_ROLE_GROUP_ID, setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * A manager opens /dashboard and sees their subscription's dashboard, filters the people by
 * risk, and drills into a team's dashboard and an assessment's. The sessions behind it are real: the administrator
 * starts each driver's session of a one-question assessment, answers it through the session API and finishes it,
 * so the server scores it (100, 40 or 0 of 100: Low, Medium and High risk at the default thresholds 30 and 70).
 */
test.describe.configure({ timeout: 180_000 });
// The manager signs in on `page`: a fresh browser, so signing in does not end the administrator's shared session.
test.use({ storageState: { cookies: [], origins: [] } });

const ANSWERS = [
  { answerText: 'Hold back and give the cyclist plenty of room', score: 100, isCorrect: true },
  { answerText: 'Slow down a little, then pass the cyclist', score: 40, isCorrect: false },
  { answerText: 'Sound the horn at the pedestrian', score: 0, isCorrect: false },
];

async function uploadStreetPicture(mailbox: Mailbox): Promise<string> {
  const response = await mailbox.page.request.post('/api/files/upload?purpose=content', {
    headers: { 'x-roadmark-csrf': '1' },
    multipart: {
      files: { name: 'street-hazards.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(MEDIA.street) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [blob] = (await response.json()) as { id: string }[];
  return blob!.id;
}

/** An assessment of one multiple-choice picture question whose answers are worth 100, 40 and 0. */
async function oneQuestionAssessment(mailbox: Mailbox): Promise<{ id: string; name: string }> {
  const imageBlobReferenceId = await uploadStreetPicture(mailbox);
  const { saveQuestion } = await graphql<{ saveQuestion: { id: string } }>(
    mailbox.page,
    'mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id } }',
    {
      model: {
        question: {
          name: uniqueName('Dashboard street question'),
          questionType: 'MultipleChoiceImage',
          questionText: '<p>You are driving along this street. What should you do?</p>',
          imageBlobReferenceId,
        },
        answers: { added: ANSWERS.map((answer, index) => ({ displayOrder: index + 1, ...answer })) },
        feedbacks: { added: [] },
        recommendations: { added: [] },
        adjustments: { added: [] },
        sequenceQuestions: { added: [] },
        tagLinks: { added: [] },
      },
    },
  );
  const name = uniqueName('Dashboard street assessment');
  return { id: await createAssessment(mailbox.page, { name, poolQuestionIds: [saveQuestion.id] }), name };
}

async function createTeam(mailbox: Mailbox, subscriptionId: string, name: string): Promise<string> {
  const data = await adminGraphql<{ createSubscriptionTeam: { id: string } }>(
    mailbox,
    'mutation ($model: CreateSubscriptionTeamInput!) { createSubscriptionTeam(model: $model) { id } }',
    { model: { subscriptionId, name } },
  );
  return data.createSubscriptionTeam.id;
}

/** A driver of the team, invited by the administrator and assigned the assessment. */
async function driver(
  mailbox: Mailbox,
  subscriptionId: string,
  subscriptionTeamId: string,
  firstName: string,
  assessmentId: string,
): Promise<{ userId: string; name: string }> {
  const person = { ...newPerson(), firstName };
  const response = await mailbox.page.request.post('/api/account/invite', {
    headers: { 'x-roadmark-csrf': '1' },
    data: {
      user: {
        email: person.email,
        firstName,
        lastName: person.lastName,
        roleGroupId: '7a1f0000-0000-4000-8000-000000000001',
        subscriptionId,
        subscriptionTeamId,
      },
      sendEmail: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { userId } = (await response.json()) as { userId: string };
  await adminGraphql(
    mailbox,
    'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
    { model: { userId, assessmentId } },
  );
  return { userId, name: `${firstName} ${person.lastName}` };
}

/**
 * The administrator starts the driver's session (and so may answer it), picks the answer worth `score` through the
 * session API and finishes the session: the server scores it.
 */
async function finishedSession(mailbox: Mailbox, userId: string, assessmentId: string, score: number) {
  const { initializeAssessmentSession: session } = await adminGraphql<{ initializeAssessmentSession: { id: string } }>(
    mailbox,
    'mutation ($assessmentId: ID!, $userId: ID) { initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId) { id } }',
    { assessmentId, userId },
  );
  const { assessmentSessionLaunchView: view } = await adminGraphql<{
    assessmentSessionLaunchView: { presented: { assessmentItemId: string; question: { id: string } }[] };
  }>(
    mailbox,
    'query ($id: ID!) { assessmentSessionLaunchView(id: $id) { presented { assessmentItemId question { id } } } }',
    { id: session.id },
  );
  const [presented] = view.presented;
  const { question } = await adminGraphql<{ question: { answers: { id: string; score: number }[] } }>(
    mailbox,
    'query ($id: ID!) { question(id: $id) { answers { id score } } }',
    { id: presented!.question.id },
  );
  const answer = question.answers.find((candidate) => candidate.score === score)!;
  await adminGraphql(
    mailbox,
    'mutation ($model: SaveAssessmentSessionResponsesInput!) { saveAssessmentSessionResponses(model: $model) { id } }',
    {
      model: {
        assessmentSessionId: session.id,
        currentPosition: 1,
        added: [
          {
            id: randomUUID(),
            assessmentItemId: presented!.assessmentItemId,
            questionId: presented!.question.id,
            questionAnswerId: answer.id,
            eventDate: new Date().toISOString(),
          },
        ],
      },
    },
  );
  const { finishAssessmentSession: finished } = await adminGraphql<{
    finishAssessmentSession: { isFinished: boolean; totalScore: number };
  }>(
    mailbox,
    'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { isFinished totalScore } }',
    { model: { assessmentSessionId: session.id } },
  );
  expect(finished).toEqual({ isFinished: true, totalScore: score });
}

/** An Overview manager of the subscription who has set their password and is signed in on `page`. */
async function signedInManager(page: Page, mailbox: Mailbox, subscriptionId: string): Promise<Person> {
  const manager = newPerson();
  await invite(mailbox, manager, { subscriptionId, roleGroupId: OVERVIEW_MANAGER_ROLE_GROUP_ID });
  await page.goto(await mailbox.readLink(manager.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, manager);
  return manager;
}

function peopleCards(page: Page): Locator {
  return page.getByRole('list', { name: 'People' }).getByRole('listitem');
}

async function chooseRisk(page: Page, risk: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Risk' }).getByText(risk, { exact: true }).click();
}

test('a manager filters the people by risk and opens a team dashboard and an assessment dashboard', async ({
  page,
  mailbox,
}) => {
  const assessment = await oneQuestionAssessment(mailbox);
  const companyName = uniqueName('Dashboard Haulage');
  const subscriptionId = await createSubscription(mailbox, { companyName, subscriptionType: 'Subscription' });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: assessment.id, maxRestarts: 1 } },
  );
  const north = await createTeam(mailbox, subscriptionId, 'North depot');
  const south = await createTeam(mailbox, subscriptionId, 'South depot');
  const hana = await driver(mailbox, subscriptionId, north, 'Hana', assessment.id);
  const mia = await driver(mailbox, subscriptionId, north, 'Mia', assessment.id);
  const lou = await driver(mailbox, subscriptionId, south, 'Lou', assessment.id);
  const ned = await driver(mailbox, subscriptionId, south, 'Ned', assessment.id);
  await finishedSession(mailbox, hana.userId, assessment.id, 0);
  await finishedSession(mailbox, mia.userId, assessment.id, 40);
  await finishedSession(mailbox, lou.userId, assessment.id, 100);

  await signedInManager(page, mailbox, subscriptionId);
  await page.evaluate(() => localStorage.setItem('roadmark.listView', 'cards'));
  await page.goto('/dashboard');

  // The subscription dashboard: the company, its tabs (People chosen), the risk donut's legend with its counts.
  await expect(heading(page, companyName)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['People', 'Teams', 'Assessments', 'Training']);
  const donut = page.getByRole('figure', { name: 'Risk distribution' });
  await expect(donut.getByRole('row', { name: 'High risk 1' })).toBeVisible();
  await expect(donut.getByRole('row', { name: 'Medium risk 1' })).toBeVisible();
  await expect(donut.getByRole('row', { name: 'Low risk 1' })).toBeVisible();
  const teamScores = page.getByRole('figure', { name: 'Average score by team' });
  await expect(teamScores).toBeVisible();
  // Behind the scores, the background steps through the red, amber and green risk bands.
  await expect(teamScores.locator('[data-risk-band]')).toHaveCount(3);
  // Exports are off for this subscription (the default), so its people's names and scores are not offered.
  await expect(page.getByRole('link', { name: 'Export to Excel' })).toHaveCount(0);
  for (const person of [hana, mia, lou, ned])
    await expect(peopleCards(page).filter({ hasText: person.name })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // High risk: only Hana, who scored 0.
  await chooseRisk(page, 'High');
  await expect(peopleCards(page)).toHaveCount(1);
  await expect(peopleCards(page).first()).toContainText(hana.name);
  await expect(peopleCards(page).first()).toContainText('High risk');
  await chooseRisk(page, 'Low');
  await expect(peopleCards(page)).toHaveCount(1);
  await expect(peopleCards(page).first()).toContainText(lou.name);

  // Teams tab, remembered when the dashboard is opened again; North depot's dashboard has only its people.
  await page.getByRole('tab', { name: 'Teams' }).click();
  const teams = page.getByRole('list', { name: 'Teams' }).getByRole('listitem');
  await expect(teams).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
  await teams.filter({ hasText: 'North depot' }).getByRole('link', { name: 'North depot' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/team/${north}$`));
  await expect(heading(page, 'North depot')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['People', 'Assessments', 'Training']);
  await expect(peopleCards(page)).toHaveCount(2);
  await expect(peopleCards(page).filter({ hasText: hana.name })).toHaveCount(1);
  await expect(peopleCards(page).filter({ hasText: mia.name })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Back to the subscription dashboard, then the assessment's dashboard from the Assessments tab.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, companyName)).toBeVisible();
  await page.getByRole('tab', { name: 'Assessments' }).click();
  const assessments = page.getByRole('list', { name: 'Assessments' }).getByRole('listitem');
  await expect(assessments.filter({ hasText: 'This assessment has used 3 seat(s)' })).toHaveCount(1);
  await assessments.getByRole('link', { name: assessment.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/assessment/${assessment.id}$`));
  await expect(heading(page, assessment.name)).toBeVisible();
  await expect(page.getByText('This assessment has used 3 seat(s)')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Scores' })).toBeAttached();
  // Each score range of the histogram is shaded by its risk band.
  const scoreBands = page.getByRole('figure', { name: 'Scores' });
  await expect(scoreBands.locator('[data-risk-band]').first()).toBeAttached();
  await expect(peopleCards(page)).toHaveCount(4);
  await chooseRisk(page, 'Medium');
  await expect(peopleCards(page)).toHaveCount(1);
  await expect(peopleCards(page).first()).toContainText(mia.name);
  await expect(
    peopleCards(page)
      .first()
      .getByRole('link', { name: `View results of ${mia.name}` }),
  ).toHaveAttribute('href', /\/assessment\/results\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
});
