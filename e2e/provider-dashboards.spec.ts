import { expect, type Page, request } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson } from './support/person.ts';
import { DEMO_ASSESSMENT } from './support/session-setup.ts';
import { setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Provider staff drill from /administration/dashboard to a subscription and on to
 * one of its people; a distributor administrator's dashboard shows only the subscriptions beneath their distributor;
 * the study dashboard lists a study's participants, finished or not.
 */
test.describe.configure({ timeout: 120_000 });

const DISTRIBUTOR_ADMINISTRATOR_ROLE_GROUP_ID = '7a1f0000-0000-4000-8000-000000000004';

/** A subscription licensing the demo assessment, with one driver it is assigned to. */
async function subscriptionWithDriver(mailbox: Mailbox, companyName: string) {
  const subscriptionId = await createSubscription(mailbox, { companyName, subscriptionType: 'Subscription' });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: DEMO_ASSESSMENT.id, maxRestarts: 1 } },
  );
  const driver = { ...newPerson(), firstName: 'Petra', lastName: uniqueName('Provider').replace(/\W/g, '') };
  const { userId } = await invite(mailbox, driver, { subscriptionId });
  await adminGraphql(
    mailbox,
    'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
    { model: { userId, assessmentId: DEMO_ASSESSMENT.id } },
  );
  return { subscriptionId, userId, name: `${driver.firstName} ${driver.lastName}` };
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(text);
}

test('staff drill down from the provider dashboard to a subscription and one of its people', async ({
  page,
  mailbox,
}) => {
  const companyName = uniqueName('Provider Haulage');
  const seeded = await subscriptionWithDriver(mailbox, companyName);

  await page.goto('/me');
  await page.evaluate(() => localStorage.setItem('roadmark.listView', 'cards'));
  await page.goto('/administration/dashboard');
  await expect(heading(page, 'Provider dashboard')).toBeVisible();
  await expect(page).toHaveTitle('Administration - Roadmark');
  await expect(page.getByRole('tab')).toHaveText([
    'Subscriptions',
    'Distributors',
    'Staff',
    'Subscription users',
    'Subscription teams',
    'Assessments',
    'Training',
  ]);
  await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: 'Risk distribution' })).toBeVisible();

  // The seeded subscription, found by its name, with its one person.
  await search(page, companyName);
  const subscriptions = page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem');
  await expect(subscriptions).toHaveCount(1);
  await expect(subscriptions.first()).toContainText(/People:\s*1/);
  await expectNoSeriousA11yViolations(page);

  // The chosen tab is remembered: Subscription users, opened again after a reload.
  await page.getByRole('tab', { name: 'Subscription users' }).click();
  await search(page, seeded.name.split(' ')[1]!);
  const people = page.getByRole('list', { name: 'Subscription users' }).getByRole('listitem');
  await expect(people).toHaveCount(1);
  await expect(people.first()).toContainText(companyName);
  await expect(people.first().getByRole('link', { name: seeded.name })).toHaveAttribute(
    'href',
    `/administration/dashboard/subscription/${seeded.subscriptionId}/user/${seeded.userId}`,
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Subscription users' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();

  // Subscription → its dashboard, with the rows linking beneath the provider's drill-down.
  await search(page, companyName);
  await subscriptions.getByRole('link', { name: companyName }).click();
  await expect(page).toHaveURL(new RegExp(`/administration/dashboard/subscription/${seeded.subscriptionId}$`));
  await expect(heading(page, companyName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Section menu' })).toBeVisible();
  const subscriptionPeople = page.getByRole('list', { name: 'People' }).getByRole('listitem');
  await expect(subscriptionPeople).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // → the person's dashboard.
  await subscriptionPeople.getByRole('link', { name: seeded.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/administration/dashboard/subscription/${seeded.subscriptionId}/user/${seeded.userId}$`),
  );
  await expect(heading(page, seeded.name)).toBeVisible();
  await expect(page.getByText(DEMO_ASSESSMENT.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back returns to the subscription's dashboard.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, companyName)).toBeVisible();
});

test('staff open an assessment across every customer and drill into a subscription taking it', async ({
  page,
  mailbox,
}) => {
  const companyName = uniqueName('Assessment Haulage');
  const seeded = await subscriptionWithDriver(mailbox, companyName);

  await page.goto('/me');
  await page.evaluate(() => localStorage.setItem('roadmark.listView', 'cards'));
  await page.goto(`/administration/dashboard/assessment/${DEMO_ASSESSMENT.id}`);
  await expect(heading(page, DEMO_ASSESSMENT.name)).toBeVisible();
  await expect(page.getByText('Assessment dashboard across every customer')).toBeVisible();

  // The seeded subscription among those licensed to it: its one driver assigned, not started.
  await search(page, companyName);
  const taking = page.getByRole('list', { name: 'Subscriptions taking it' }).getByRole('listitem');
  await expect(taking).toHaveCount(1);
  await expect(taking.first()).toContainText('1 assigned · 1 not started · 0 started · 0 completed');
  await expectNoSeriousA11yViolations(page);

  // → that subscription's dashboard of the assessment, listing its driver.
  await taking.getByRole('link', { name: companyName }).click();
  await expect(page).toHaveURL(
    new RegExp(`/administration/dashboard/subscription/${seeded.subscriptionId}/assessment/${DEMO_ASSESSMENT.id}$`),
  );
  await expect(heading(page, DEMO_ASSESSMENT.name)).toBeVisible();
  await expect(page.getByRole('link', { name: seeded.name })).toBeVisible();
});

test('a distributor administrator sees only the subscriptions beneath their distributor', async ({
  browser,
  baseURL,
  mailbox,
  page: staffPage,
}) => {
  const distributorName = uniqueName('Resellers');
  const distributorId = await createSubscription(mailbox, {
    companyName: distributorName,
    subscriptionType: 'Distributor',
  });
  const resold = uniqueName('Resold Haulage');
  const resoldId = await createSubscription(mailbox, {
    companyName: resold,
    subscriptionType: 'Subscription',
    distributorSubscriptionId: distributorId,
  });
  const direct = uniqueName('Direct Haulage');
  await createSubscription(mailbox, { companyName: direct, subscriptionType: 'Subscription' });

  const admin = newPerson();
  await invite(mailbox, admin, { subscriptionId: distributorId, roleGroupId: DISTRIBUTOR_ADMINISTRATOR_ROLE_GROUP_ID });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const page = await context.newPage();
  await page.goto(await mailbox.readLink(admin.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, admin);
  await page.evaluate(() => localStorage.setItem('roadmark.listView', 'table'));

  await page.goto('/manage/distributor/dashboard');
  await expect(heading(page, 'Distributor dashboard')).toBeVisible();
  await expect(page.getByText(distributorName, { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your subscriptions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: resold })).toBeVisible();
  await expect(page.getByText(direct)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await table.getByRole('link', { name: resold }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/distributor/dashboard/subscription/${resoldId}$`));
  await expect(heading(page, resold)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();

  // Staff see the distributor on the Distributors tab with its subscription's name, and drill into its dashboard.
  await staffPage.goto('/administration/dashboard');
  await staffPage.getByRole('tab', { name: 'Distributors' }).click();
  await search(staffPage, distributorName);
  const distributors = staffPage.getByRole('list', { name: 'Distributors' }).getByRole('listitem');
  await expect(distributors).toHaveCount(1);
  await expect(distributors.first()).toContainText(resold);
  await distributors.getByRole('link', { name: distributorName }).click();
  await expect(staffPage).toHaveURL(new RegExp(`/administration/dashboard/subscription/${distributorId}$`));
  await expect(heading(staffPage, 'Distributor dashboard')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Back' })).toBeVisible();
  const beneath = staffPage.getByRole('list', { name: 'Its subscriptions' }).getByRole('listitem');
  await expect(beneath).toHaveCount(1);
  await expect(beneath.getByRole('link', { name: resold })).toHaveAttribute(
    'href',
    `/administration/dashboard/subscription/${resoldId}`,
  );
  await expectNoSeriousA11yViolations(staffPage);
});

/** A participant joins the study through the study login API; `finished` ones finish their session at once. */
async function participant(baseURL: string, code: string, identifier: string, finished: boolean) {
  // Without a storage state of its own it would carry the administrator's cookie, and the study login would replace it.
  const api = await request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-roadmark-csrf': '1' },
  });
  const login = await api.post('/api/account/studyLogin', {
    data: { studyUniqueCode: code, userIdentifier: identifier },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { returnUrl } = (await login.json()) as { returnUrl: string };
  const sessionId = /\/launch\/([0-9a-f-]{36})$/.exec(returnUrl)![1]!;
  if (finished) {
    const response = await api.post('/graphql', {
      data: {
        query:
          'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { isFinished } }',
        variables: { model: { assessmentSessionId: sessionId } },
      },
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }
  await api.dispose();
}

test('the study dashboard lists the participants of the study staff manage', async ({ page, mailbox, baseURL }) => {
  const { generateUniqueStudyPin: code } = await adminGraphql<{ generateUniqueStudyPin: string }>(
    mailbox,
    'mutation { generateUniqueStudyPin }',
  );
  const studyName = uniqueName('Dashboard Study');
  const studyId = await createSubscription(mailbox, {
    companyName: studyName,
    subscriptionType: 'Study',
    studyUniqueCode: code,
  });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId: studyId, assessmentId: DEMO_ASSESSMENT.id, maxRestarts: 0 } },
  );
  await participant(baseURL!, code, 'alpha-1', true);
  await participant(baseURL!, code, 'bravo-2', false);

  // Not managing a study: asked to choose one.
  await page.goto('/manage/study');
  await expect(page).toHaveURL(/\/manage\/study\/participants$/);
  await expect(heading(page, 'Study participants')).toBeVisible();
  await expect(page.getByText('You are not managing a study.', { exact: false })).toBeVisible();

  // Manage the study from the studies list, then open its dashboard.
  const studies = new ListPage(page, '/administration/studies', 'Studies');
  await studies.open(studyName);
  await studies.openMoreActions(studyName);
  await page.getByRole('menuitem', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/manage\/study\/participants$/);
  await expect(page.getByText(`You are managing ${studyName}`)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('roadmark.listView', 'cards'));
  await page.goto('/manage/study');
  await expect(page).toHaveURL(/\/manage\/study\/participants$/);
  await expect(heading(page, 'Study participants')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Section menu' });
  await expect(menu.getByRole('link')).toHaveText(['Study participants', 'Study export']);
  await expect(menu.getByRole('link', { name: 'Study export' })).toHaveAttribute('href', '/manage/study/export');

  const cards = page.getByRole('list', { name: 'Participants' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Participant alpha-1' })).toContainText('Complete');
  await expect(cards.filter({ hasText: 'Participant bravo-2' })).toContainText('Incomplete');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('row', { name: /Participant alpha-1 Yes/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Participant bravo-2 No/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Stop managing' }).click();
});
