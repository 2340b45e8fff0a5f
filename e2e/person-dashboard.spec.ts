import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { nextBand } from '@roadmark/domain/dashboards/risk-explanation';
import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW, riskCategory } from '@roadmark/domain/risk';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { finishDemoAssessment } from './support/demo-assessment.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { DEMO_ASSESSMENT, DEMO_TRAINING } from './support/session-setup.ts';
import { OVERVIEW_MANAGER_ROLE_GROUP_ID, setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * After a seeded session a driver sees their sections, driver metrics and risk explanation on /me; a manager sees the same person at /dashboard/user/{userId} without Start or Continue. The
 * driver's session of the demo assessment is real: started, answered and finished through the GraphQL calls the
 * player makes, so the server scores it and applies the driver metrics.
 */
test.describe.configure({ timeout: 180_000 });
// The driver signs in on `page`; the administrator (the mailbox fixture) and the manager have contexts of their own.
test.use({ storageState: { cookies: [], origins: [] } });

const THRESHOLDS = { highRiskBelow: DEFAULT_HIGH_RISK_BELOW, mediumRiskBelow: DEFAULT_MEDIUM_RISK_BELOW };
const RISK_WORDS = { High: 'High risk', Medium: 'Medium risk', Low: 'Low risk', NotAssessed: 'Not assessed' };
const METRIC_NAMES = ['Hazard perception', 'Observation'];

interface Setup {
  subscriptionId: string;
  driver: Person & { userId: string };
}

/** A subscription licensing the demo assessment and training (one retake), both assigned to a driver signed in on `page`. */
async function driverWithDemoItems(page: Page, mailbox: Mailbox): Promise<Setup> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Dashboard Haulage'),
    subscriptionType: 'Subscription',
  });
  const person = newPerson();
  const { userId } = await invite(mailbox, person, { subscriptionId });
  for (const assessment of [DEMO_ASSESSMENT, DEMO_TRAINING]) {
    await adminGraphql(
      mailbox,
      'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
      { model: { subscriptionId, assessmentId: assessment.id, maxRestarts: 1 } },
    );
    await adminGraphql(
      mailbox,
      'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
      { model: { userId, assessmentId: assessment.id } },
    );
  }
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, person);
  return { subscriptionId, driver: { ...person, userId } };
}

/** An Overview manager of the subscription, signed in in a browser context of their own. */
async function signedInManager(browser: Browser, mailbox: Mailbox, subscriptionId: string): Promise<Page> {
  const manager = newPerson();
  await invite(mailbox, manager, { subscriptionId, roleGroupId: OVERVIEW_MANAGER_ROLE_GROUP_ID });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(await mailbox.readLink(manager.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, manager);
  return page;
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function card(page: Page, sectionName: string, itemName: string): Locator {
  return section(page, sectionName).getByRole('article', { name: itemName });
}

/**
 * The demo assessment scores two driver metrics: too few for a radar (two axes draw a line), so the section shows the
 * driver overview's bars alone, each named with its metric and value. The radar, from three metrics up, is checked
 * in the web app's unit tests (driver-metrics.test.tsx).
 */
async function expectDriverMetrics(page: Page): Promise<void> {
  const metrics = section(page, 'Driver metrics');
  await expect(metrics.getByRole('heading', { level: 3, name: 'Driver overview' })).toBeVisible();
  const bars = metrics.getByRole('progressbar');
  await expect(bars).toHaveCount(METRIC_NAMES.length);
  for (const [index, name] of METRIC_NAMES.entries()) {
    await expect(bars.nth(index)).toHaveAttribute('aria-label', new RegExp(`^${name}: \\d+ out of 100$`));
    await expect(metrics.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(metrics.getByRole('img')).toHaveCount(0);
}

/** The sentences the risk explanation starts and ends with, worked out from the score at the default thresholds. */
function explanation(score: number, own: boolean, fullName: string) {
  const risk = RISK_WORDS[riskCategory(score, THRESHOLDS)];
  const next = nextBand(score, THRESHOLDS);
  const points = next && `${next.pointsNeeded} point${next.pointsNeeded === 1 ? '' : 's'} more`;
  if (own) {
    return {
      first: `Your overall score is ${score} (${risk}).`,
      last: next
        ? `Reach ${next.targetScore} to move to ${RISK_WORDS[next.category]} (${points}).`
        : 'Low risk is the best band: keep it up.',
    };
  }
  return {
    first: `The overall score of ${fullName} is ${score} (${risk}).`,
    last: next
      ? `A score of ${next.targetScore} would move ${fullName} to ${RISK_WORDS[next.category]} (${points}).`
      : 'Low risk is the best band.',
  };
}

async function expectRiskExplanation(page: Page, score: number, own: boolean, fullName: string): Promise<void> {
  const overall = section(page, 'Overall risk');
  await expect(overall.getByText(`Overall score: ${score}`)).toBeVisible();
  await expect(overall.getByText(RISK_WORDS[riskCategory(score, THRESHOLDS)], { exact: true })).toBeVisible();
  const sentences = overall.getByTestId('risk-explanation').locator('p');
  const { first, last } = explanation(score, own, fullName);
  await expect(sentences.first()).toHaveText(first);
  await expect(sentences.last()).toHaveText(last);
}

test('a driver sees their sections, driver metrics and risk explanation; their manager sees them without Start or Continue', async ({
  page,
  mailbox,
  browser,
}) => {
  const { subscriptionId, driver } = await driverWithDemoItems(page, mailbox);
  const fullName = `${driver.firstName} ${driver.lastName}`;
  const { sessionId, score } = await finishDemoAssessment(page, mailbox);
  test.info().annotations.push({ type: 'score', description: String(score) });

  // The driver's own dashboard: the greeting, the finished assessment under Completed, the training not started.
  await page.goto('/me');
  await expect(heading(page, `Welcome, ${driver.firstName}`)).toBeVisible();
  await expect(page).toHaveTitle('Home - Roadmark');
  const completed = card(page, 'Completed', DEMO_ASSESSMENT.name);
  await expect(completed).toBeVisible();
  await expect(completed.getByText('Assessment', { exact: true })).toBeVisible();
  await expect(completed.getByText(`Score: ${score}`)).toBeVisible();
  await expect(completed.getByText(/^Completed \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(completed.getByRole('link', { name: `View results: ${DEMO_ASSESSMENT.name}` })).toHaveAttribute(
    'href',
    `/assessment/results/${sessionId}`,
  );
  const retake = completed.getByRole('link', { name: `Retake: ${DEMO_ASSESSMENT.name}` });
  await expect(retake).toHaveAttribute('href', `/assessment/start/${DEMO_ASSESSMENT.id}`);
  const training = card(page, 'Not started', DEMO_TRAINING.name);
  await expect(training.getByText('Training module', { exact: true })).toBeVisible();
  await expect(training.getByText(/^Due \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(training.getByRole('link', { name: `Start training: ${DEMO_TRAINING.name}` })).toHaveAttribute(
    'href',
    `/training/start/${DEMO_TRAINING.id}`,
  );
  await expect(section(page, 'Started').getByText('Nothing here.')).toBeVisible();
  await expect(section(page, 'Marked Suspicious').getByText('Nothing here.')).toBeVisible();
  await expectRiskExplanation(page, score, true, fullName);
  await expectDriverMetrics(page);
  await expectNoSeriousA11yViolations(page);

  // Retake starts a new attempt in the player; back home it is Started, with the finished one as a historic result.
  await retake.click();
  await expect(page).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
  const retakeId = page.url().split('/').at(-1)!;
  await page.goto('/me');
  const started = card(page, 'Started', DEMO_ASSESSMENT.name);
  await expect(started.getByRole('link', { name: `Continue: ${DEMO_ASSESSMENT.name}` })).toHaveAttribute(
    'href',
    `/assessment/launch/${retakeId}`,
  );
  await expect(started.getByRole('link', { name: /^Restart/ })).toHaveCount(0);
  await started.getByRole('button', { name: 'View historic results (1)' }).click();
  const historic = started.getByRole('list', { name: `Historic results of ${DEMO_ASSESSMENT.name}` });
  await expect(historic.getByRole('listitem')).toHaveCount(1);
  await expect(historic.getByText(`Score ${score}`)).toBeVisible();
  await expect(historic.getByRole('link', { name: /^View results of / })).toHaveAttribute(
    'href',
    `/assessment/results/${sessionId}`,
  );
  await expect(section(page, 'Completed').getByText('Nothing here.')).toBeVisible();
  // The overall score still counts the latest finished attempt.
  await expectRiskExplanation(page, score, true, fullName);
  await expectNoSeriousA11yViolations(page);

  // The manager opens the driver's dashboard: the same sections and figures, no Start, Continue or Retake.
  const manager = await signedInManager(browser, mailbox, subscriptionId);
  await manager.goto(`/dashboard/user/${driver.userId}`);
  await expect(heading(manager, fullName)).toBeVisible();
  await expect(manager).toHaveTitle(`${fullName}: dashboard - Roadmark`);
  for (const name of ['Not started', 'Started', 'Completed', 'Marked Suspicious']) {
    await expect(section(manager, name)).toBeVisible();
  }
  await expect(card(manager, 'Not started', DEMO_TRAINING.name)).toBeVisible();
  const managerView = card(manager, 'Started', DEMO_ASSESSMENT.name);
  await expect(managerView).toBeVisible();
  await expect(managerView.getByText('Assessment', { exact: true })).toBeVisible();
  await expect(manager.getByRole('link', { name: /^(Start|Continue|Restart|Retake)/ })).toHaveCount(0);
  await managerView.getByRole('button', { name: 'View historic results (1)' }).click();
  await expect(managerView.getByRole('link', { name: /^View results of / })).toHaveAttribute(
    'href',
    `/assessment/results/${sessionId}`,
  );
  await expectRiskExplanation(manager, score, false, fullName);
  await expectDriverMetrics(manager);
  await expectNoSeriousA11yViolations(manager);
  // Opened directly, its Back goes to the subscription's dashboard, as every dashboard but the roots does.
  await manager.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(manager).toHaveURL(/\/dashboard$/);
  await manager.context().close();
});

test('a manager asking for a person of another subscription sees the not-found page', async ({ browser, mailbox }) => {
  const [own, other] = await Promise.all(
    ['Dashboard Haulage', 'Other Haulage'].map((name) =>
      createSubscription(mailbox, { companyName: uniqueName(name), subscriptionType: 'Subscription' }),
    ),
  );
  const { userId } = await invite(mailbox, newPerson(), { subscriptionId: other! });
  const manager = await signedInManager(browser, mailbox, own!);
  await manager.goto(`/dashboard/user/${userId}`);
  await expect(heading(manager, 'Sorry the page you have requested cannot be found')).toBeVisible();
  await expectNoSeriousA11yViolations(manager);
  await manager.context().close();
});

test('the start link of an assessment finished with no attempt left says when it was completed and leads to the result', async ({
  page,
  mailbox,
}) => {
  await driverWithDemoItems(page, mailbox);
  // The licence allows one retake: two finished attempts use every turn.
  await finishDemoAssessment(page, mailbox);
  const { sessionId: last } = await finishDemoAssessment(page, mailbox);

  await page.goto(`/assessment/start/${DEMO_ASSESSMENT.id}`);
  await expect(heading(page, 'Already completed')).toBeVisible();
  await expect(page.getByText(/^You completed this on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show details' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'View your result' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment/results/${last}$`));
  await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
});
