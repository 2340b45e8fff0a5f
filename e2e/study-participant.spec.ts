import { expect, type Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { DEMO_ASSESSMENT } from './support/session-setup.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Study participants (spec 1 §2.7, §4.8): a research panel's link opens /study/{code}?PROLIFIC_PID=..., which signs
 * the participant in by itself and opens their session of the study's assessment; study-complete signs them out
 * and the same identifier later comes back to the same session.
 */
test.describe.configure({ timeout: 90_000 });

const LAUNCH = /\/assessment\/launch\/([0-9a-f-]{36})$/;

/** A new study, without a return URL, licensing the demo assessment; answers its code. */
async function studyWithDemoAssessment(mailbox: Mailbox): Promise<string> {
  const { generateUniqueStudyPin: code } = await adminGraphql<{ generateUniqueStudyPin: string }>(
    mailbox,
    'mutation { generateUniqueStudyPin }',
  );
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Hazard Study'),
    subscriptionType: 'Study',
    studyUniqueCode: code,
  });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: DEMO_ASSESSMENT.id, maxRestarts: 0 } },
  );
  return code;
}

async function sessionIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(LAUNCH);
  return LAUNCH.exec(page.url())![1]!;
}

test('a participant from a panel link lands in their session, finishes up and resumes with the same id', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const code = await studyWithDemoAssessment(mailbox);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const page = await context.newPage();

  await page.goto(`/study/${code.toLowerCase()}?PROLIFIC_PID=abc`);
  const sessionId = await sessionIdOf(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toHaveCount(0);

  await page.goto(`/study-complete/${sessionId}`);
  await expect(page).toHaveURL(/\/study-thanks$/);
  await expect(heading(page, 'Thank you for participating in this study')).toBeVisible();
  await expect(page.getByText('Your responses have been captured. You can now close this window.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const roles = await page.request.get('/api/account/currentUserRoles');
  expect(roles.status()).toBe(401);

  await page.goto(`/study/${code}?PROLIFIC_PID=abc`);
  expect(await sessionIdOf(page)).toBe(sessionId);
  await context.close();
});

test('the study form checks its fields and reports an unknown code', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const page = await context.newPage();
  await page.goto('/study?participant=p-42');
  await expect(heading(page, 'Participate in study')).toBeVisible();
  const identifier = page.getByRole('textbox', { name: 'Participant identifier' });
  await expect(identifier).toHaveValue('p-42');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start study' }).click();
  await expect(
    page.getByText('Study code is required. You should have received this from the study organiser.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Study', exact: true }).fill('NOSUCH23');
  await page.getByRole('button', { name: 'Start study' }).click();
  await expect(
    page.getByText('This study code was not found. Please check the link or the code you were given.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/study\?participant=p-42$/);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
