import { expect, type Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { graphql } from './support/content-authoring.ts';
import { DRIVER_ROLE_GROUP_ID, INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Assignments and reminders as a subscription administrator (Overview manager) uses them
 * (docs/product/assignments-and-licences.md): the team's Required assessments list assigns the licensed demo assessment
 * with a due date, the driver's list shows it locked as 'Team assignment', Send reminder emails the driver, and
 * deselecting removes it. Licensing and adding people have their own specs (licensing.spec.ts, people.spec.ts), so
 * those are set up through the API here.
 */
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

const OVERVIEW_MANAGER = '7a1f0000-0000-4000-8000-000000000003';
const DEMO = 'Demo: Hazard perception';
const LICENCE_MAX_RESTARTS = 2;
const OVER_LICENCE = 'Max restarts cannot exceed the limit set on subscription';

/** A new subscription licensed the demo assessment (at most two retakes), and its Overview manager signed in. */
async function licensedSubscriptionAdministrator(page: Page, mailbox: Mailbox): Promise<Person> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Assigned Haulage'),
    subscriptionType: 'Subscription',
  });
  const { licensableAssessments } = await adminGraphql<{ licensableAssessments: { id: string; name: string }[] }>(
    mailbox,
    'query ($id: ID!, $search: String) { licensableAssessments(subscriptionId: $id, search: $search) { id name } }',
    { id: subscriptionId, search: DEMO },
  );
  const demo = licensableAssessments.find((assessment) => assessment.name === DEMO);
  expect(demo, 'the demo assessment exists on every e2e server').toBeTruthy();
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: demo!.id, maxRestarts: LICENCE_MAX_RESTARTS } },
  );

  const person = newPerson();
  await invite(mailbox, person, { subscriptionId, roleGroupId: OVERVIEW_MANAGER });
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, person);
  return person;
}

/** Adds a team through /manage/teams and answers its id, read from its edit page's address. */
async function addTeam(page: Page, name: string): Promise<string> {
  const teams = new ListPage(page, '/manage/teams', 'Teams');
  await teams.open();
  await teams.addLink.click();
  await expect(heading(page, 'Add team')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await teams.expectShown();
  await expect(teams.card(name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await teams.chooseView('Table');
  await teams.row(name).getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/teams\/edit\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** A driver made by the signed-in manager through the API the driver form uses; answers the profile id. */
async function addDriver(page: Page, driver: Person, subscriptionTeamId?: string): Promise<string> {
  const data = await graphql<{ createUser: { id: string } }>(
    page,
    'mutation ($model: CreateUserInput!) { createUser(model: $model) { id } }',
    {
      model: {
        firstName: driver.firstName,
        lastName: driver.lastName,
        email: driver.email,
        roleGroupId: DRIVER_ROLE_GROUP_ID,
        ...(subscriptionTeamId ? { subscriptionTeamId } : {}),
      },
    },
  );
  return data.createUser.id;
}

function saveStatus(page: Page) {
  return page.getByRole('main').getByRole('status');
}

function selectButton(page: Page) {
  return page.getByRole('button', { name: `Select ${DEMO}`, exact: true });
}

function selectedButton(page: Page) {
  return page.getByRole('button', { name: `${DEMO} is selected. Select to remove it`, exact: true });
}

test('a team assignment shows locked on the driver, a reminder arrives, and deselecting removes it', async ({
  page,
  mailbox,
}) => {
  await licensedSubscriptionAdministrator(page, mailbox);
  const teamName = uniqueName('Day shift');
  const teamId = await addTeam(page, teamName);
  const driver = newPerson();
  const driverProfileId = await addDriver(page, driver, teamId);

  // The team's page links its own driver list and the import into the team.
  await page.goto(`/manage/teams/edit/${teamId}`);
  await page.getByRole('link', { name: 'Drivers in this team' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/teams/details/${teamId}/drivers$`));
  await expect(page.getByText(`${driver.firstName} ${driver.lastName}`)).toBeVisible();
  await page.goto(`/manage/teams/edit/${teamId}`);
  await expect(page.getByRole('link', { name: 'Managers in this team' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Import drivers into this team' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/teams/details/${teamId}/drivers/import$`));
  await expect(heading(page, 'Import drivers')).toBeVisible();

  // The team's Required assessments: select the demo assessment, then move its due date.
  await page.goto(`/manage/teams/details/${teamId}/assessments`);
  await expect(heading(page, 'Required assessments')).toBeVisible();
  await expect(page.getByText(`Team: ${teamName}`)).toBeVisible();
  await expect(page).toHaveTitle('Required assessments - Roadmark');
  await expect(selectButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page);
  await selectButton(page).click();
  await expect(selectedButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  const dueBy = page.getByRole('textbox', { name: `Due by date for ${DEMO}` });
  await expect(dueBy).toBeVisible();
  await dueBy.fill('2031-03-15');
  await expect(saveStatus(page)).toHaveText('Saving…');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expectNoSeriousA11yViolations(page);

  // The driver's list shows it locked as the team's, with the team's date, and a reminder can be sent from there.
  await page.goto(`/manage/drivers/details/${driverProfileId}/assessments`);
  await expect(heading(page, 'Required assessments')).toBeVisible();
  await expect(page.getByText(`Driver: ${driver.firstName} ${driver.lastName}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO });
  await expect(row.getByText('Team assignment', { exact: true })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', '2031-03-15');
  await expect(row.getByRole('button', { name: `Select ${DEMO}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Send a reminder about ${DEMO}` }).click();
  await expect(page.getByText('Reminder sent to 1 person.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The reminder lands in the mailbox, naming the assessment.
  const reminder = mailbox.page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^Reminder: ${DEMO} is due by `) });
  await expect(async () => {
    await mailbox.list.open(driver.email);
    await mailbox.list.waitUntilLoaded();
    await expect(reminder).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await reminder.click();
  const dialog = mailbox.page.getByRole('dialog', { name: /^Reminder: / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(driver.email, { exact: true })).toBeVisible();
  await expect(dialog.getByText(DEMO).first()).toBeVisible();
  await expectNoSeriousA11yViolations(mailbox.page);

  // Deselecting on the team's list removes the assignment: after a reload it is not selected.
  await page.goto(`/manage/teams/details/${teamId}/assessments`);
  await selectedButton(page).click();
  await expect(selectButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await page.reload();
  await expect(selectButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('textbox', { name: `Due by date for ${DEMO}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a driver's own assignment refuses more retakes than the licence allows", async ({ page, mailbox }) => {
  await licensedSubscriptionAdministrator(page, mailbox);
  const driver = newPerson();
  const driverProfileId = await addDriver(page, driver);

  await page.goto(`/manage/drivers/details/${driverProfileId}/assessments`);
  await expect(heading(page, 'Required assessments')).toBeVisible();
  await selectButton(page).click();
  await expect(selectedButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  const retakes = page.getByRole('textbox', { name: `Maximum retakes for ${DEMO}` });
  await expect(retakes).toHaveValue(String(LICENCE_MAX_RESTARTS));
  await retakes.fill(String(LICENCE_MAX_RESTARTS + 1));
  await expect(page.getByText(OVER_LICENCE, { exact: true })).toBeVisible();
  await expect(retakes).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // Nothing over the limit was stored: after a reload the licence's number is still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Maximum retakes for ${DEMO}` })).toHaveValue(
    String(LICENCE_MAX_RESTARTS),
  );
});

test("a manager's Preview is a preview: said on the page, repeatable, and no attempt of theirs", async ({
  page,
  mailbox,
}) => {
  await licensedSubscriptionAdministrator(page, mailbox);
  const driverProfileId = await addDriver(page, newPerson());
  await page.goto(`/manage/drivers/details/${driverProfileId}/assessments`);
  await expect(heading(page, 'Required assessments')).toBeVisible();

  const openPreview = async () => {
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: `Preview ${DEMO}: take it yourself in a new tab` }).click(),
    ]);
    await expect(tab).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
    await expect(heading(tab, DEMO)).toBeVisible();
    await expect(tab.getByRole('alert')).toContainText('This is a preview: it is not recorded');
    await expectNoSeriousA11yViolations(tab);
    const sessionId = tab.url().split('/').pop()!;
    await tab.close();
    return sessionId;
  };
  const first = await openPreview();
  await graphql(
    page,
    'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { id } }',
    {
      model: { assessmentSessionId: first },
    },
  );
  const second = await openPreview();
  expect(second).not.toBe(first);

  // Neither preview is on the manager's own dashboard.
  await page.goto('/me');
  const completed = page.getByRole('region', { name: 'Completed' });
  await expect(completed).toBeVisible();
  await expect(completed.getByRole('link')).toHaveCount(0);
});
