import { type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { takeDemoAssessment } from './support/demo-assessment-in-player.ts';
import {
  expectChecklistAsAnswered,
  gettingStartedChecklist,
  openProviderDashboard,
} from './support/getting-started.ts';
import { INVITE_SUBJECT } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import { newPerson, type Person } from './support/person.ts';
import { nextButton } from './support/session-player.ts';
import { DEMO_ASSESSMENT } from './support/session-setup.ts';
import { expectStaffHome } from './support/sign-in.ts';
import { downloadedRows, downloadFrom } from './support/spreadsheets.ts';
import { setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * The first hour of a new customer, as one journey through the real screens: the administrator adds the customer
 * (from the getting-started checklist while it offers that), licenses the demo assessment, manages the customer to
 * add a team, two drivers and an Overview manager, and assigns the team the assessment; the driver with an email
 * accepts the invite on a phone and takes the assessment; the manager reads the result on the dashboard and exports
 * it. Each screen is scanned for accessibility the first time the journey reaches it. Other specs share the server,
 * so the checklist is checked against what the server answered the page, not against a fresh installation.
 */
test.describe.configure({ timeout: 360_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The smallest button a fingertip hits reliably, in CSS pixels. */
const TOUCH_TARGET = 44;

function managingBanner(page: Page, companyName: string) {
  return page.getByRole('status').filter({ hasText: `You are managing ${companyName}` });
}

function sectionMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Section menu' });
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The licence and assignment lists' save status (while managing, the banner is a status too). */
function allChangesSaved(page: Page) {
  return page.getByRole('main').getByRole('status').filter({ hasText: 'All changes saved' });
}

/** A notice the page shows after a save; it closes itself after a few seconds, so it is looked for at once. */
function notice(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** From the provider dashboard to the add-subscription form: the checklist's step while it is open, else the menu. */
async function openAddSubscription(page: Page, checklistOffersIt: boolean): Promise<void> {
  if (checklistOffersIt) {
    await gettingStartedChecklist(page).getByRole('link', { name: 'Add a subscription' }).click();
  } else {
    const subscriptions = new ListPage(page, '/administration/subscriptions', 'Subscriptions');
    await sectionMenu(page).getByRole('link', { name: 'Subscriptions', exact: true }).click();
    await subscriptions.expectShown();
    await subscriptions.addLink.click();
  }
  await expect(page).toHaveURL(/\/administration\/subscriptions\/add$/);
  await expect(heading(page, 'Add subscription')).toBeVisible();
}

/** Fills the person form's names and email (blank for a PIN driver) and answers the PIN it shows. */
async function fillPerson(page: Page, person: Person): Promise<string> {
  const pin = page.getByRole('textbox', { name: 'Driver PIN' });
  await expect(pin).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  return pin.inputValue();
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field })).toHaveValue(option);
}

/** A person opens their invite link in a browser of their own, sets a password and lands on /me. */
async function acceptInvite(
  browser: Browser,
  baseURL: string | undefined,
  link: string,
  person: Person,
  options: typeof PHONE | Record<string, never> = {},
): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL, ...options });
  const page = await context.newPage();
  await page.goto(link);
  await expect(heading(page, 'Set your password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await setPasswordFromInvite(page, person);
  await expectNoSeriousA11yViolations(page);
  return page;
}

test('the first hour: a customer set up through the screens, a driver assessed on a phone, the manager exports the result', async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  const companyName = uniqueName('First Hour Haulage');
  const teamName = uniqueName('Depot team');
  const driver = newPerson();
  const pinDriver = { ...newPerson(), email: '' };
  const manager = { ...newPerson(), lastName: 'Manager' };
  const driverName = `${driver.firstName} ${driver.lastName}`;

  // The administrator's home: the provider dashboard, its checklist as the server has it.
  const atStart = await openProviderDashboard(page, () => page.goto('/'));
  await expectStaffHome(page);
  await expectChecklistAsAnswered(page, atStart);
  await expectNoSeriousA11yViolations(page);
  const subscriptionStepOpen = atStart.shown && !atStart.steps.find((step) => step.key === 'addSubscription')?.done;
  test.info().annotations.push({
    type: 'add subscription from',
    description: subscriptionStepOpen ? 'the getting-started checklist' : 'the Administration menu',
  });
  await openAddSubscription(page, subscriptionStepOpen);

  // The customer, with exports on so its manager can download the results.
  await expect(page.getByRole('radio', { name: 'Subscription' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Subscription name', exact: true }).fill(companyName);
  await page.getByRole('switch', { name: 'Allow export' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  // Its own page says it is added and what comes next; the demo assessment is licensed in the tab below.
  await expect(page).toHaveURL(/\/administration\/subscriptions\/details\/[0-9a-f-]{36}\/assessments$/);
  await expect(heading(page, companyName)).toBeVisible();
  const added = page.getByRole('alert').filter({ hasText: `${companyName} is added` });
  await expect(added).toBeVisible();
  await expect(added).toContainText('Next, choose what it may use: tick the content it is licensed for below.');
  await expect(page.getByRole('tab', { name: 'Assessments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Licensed assessments' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Search by name' }).fill(DEMO_ASSESSMENT.name);
  const licence = page.getByRole('button', { name: `Select ${DEMO_ASSESSMENT.name}`, exact: true });
  await expect(licence).toHaveAttribute('aria-pressed', 'false');
  await licence.click();
  await expect(
    page.getByRole('button', { name: `${DEMO_ASSESSMENT.name} is selected. Select to remove it`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(allChangesSaved(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Manage it: every Manage page names it.
  await added.getByRole('button', { name: `Manage ${companyName}` }).click();
  await expect(page).toHaveURL(/\/manage\/drivers$/);
  await expect(managingBanner(page, companyName)).toBeVisible();
  for (const section of ['Drivers', 'Managers', 'Teams', 'API/SDK']) {
    await sectionMenu(page).getByRole('link', { name: section, exact: true }).click();
    await expect(sectionMenu(page).getByRole('link', { name: section, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(managingBanner(page, companyName)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // A team, from the empty team list's own button.
  const teams = new ListPage(page, '/manage/teams', 'Teams');
  await sectionMenu(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await teams.expectShown();
  await expect(page.getByText('Sorry there is nothing to show you here yet.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add a team' }).click();
  await expect(heading(page, 'Add team')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(teamName);
  await page.getByRole('button', { name: 'Save' }).click();
  await teams.expectShown();
  await expect(teams.item(teamName)).toBeVisible();

  // A driver with an email, in the team: the invite goes out at once.
  const drivers = new ListPage(page, '/manage/drivers', 'Drivers');
  await sectionMenu(page).getByRole('link', { name: 'Drivers', exact: true }).click();
  await drivers.expectShown();
  await page.getByRole('main').getByRole('link', { name: 'Add a driver' }).click();
  await expect(heading(page, 'Add driver')).toBeVisible();
  await fillPerson(page, driver);
  await choose(page, 'Team', teamName);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await drivers.expectShown();
  await expect(notice(page, `User created. An invite email has been sent to ${driver.email}.`)).toBeVisible();
  await expect(drivers.item(driverName)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A driver without one: told the PIN they sign in with.
  await drivers.addLink.click();
  await expect(heading(page, 'Add driver')).toBeVisible();
  const pin = await fillPerson(page, pinDriver);
  await expect(page.getByText('Leave blank for a driver who signs in with their PIN alone.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await drivers.expectShown();
  await expect(notice(page, `Driver created. They sign in with the PIN ${pin}.`)).toBeVisible();
  await expect(drivers.item(`${pinDriver.firstName} ${pinDriver.lastName}`)).toContainText(pin);

  // The Overview manager who will read the results.
  const managers = new ListPage(page, '/manage/managers', 'Managers');
  await sectionMenu(page).getByRole('link', { name: 'Managers', exact: true }).click();
  await managers.expectShown();
  await page.getByRole('main').getByRole('link', { name: 'Add a manager' }).click();
  await expect(heading(page, 'Add manager')).toBeVisible();
  await fillPerson(page, manager);
  await choose(page, 'Role group', 'Overview manager');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await managers.expectShown();
  await expect(notice(page, `User created. An invite email has been sent to ${manager.email}.`)).toBeVisible();
  await expect(managers.item(`${manager.firstName} ${manager.lastName}`)).toBeVisible();

  // The team is assigned the demo assessment from its card.
  await sectionMenu(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await teams.expectShown();
  await teams
    .item(teamName)
    .getByRole('link', { name: `Assign assessments to ${teamName}` })
    .click();
  await expect(heading(page, 'Required assessments')).toBeVisible();
  await expect(page.getByText(`Team: ${teamName}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Select ${DEMO_ASSESSMENT.name}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `${DEMO_ASSESSMENT.name} is selected. Select to remove it`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(allChangesSaved(page)).toBeVisible();

  // Back on the provider dashboard: this customer alone has every step done, so the checklist has gone.
  await managingBanner(page, companyName).getByRole('button', { name: 'Stop managing' }).click();
  await expect(managingBanner(page, companyName)).toHaveCount(0);
  const atEnd = await openProviderDashboard(page, () =>
    mainNavigation(page).getByRole('link', { name: 'Administration' }).click(),
  );
  await expectStaffHome(page);
  expect(atEnd.steps.map((step) => [step.key, step.done])).toEqual([
    ['addSubscription', true],
    ['licenseContent', true],
    ['addTeam', true],
    ['addPeople', true],
    ['assign', true],
  ]);
  expect(atEnd.shown).toBe(false);
  await expectChecklistAsAnswered(page, atEnd);

  // The driver accepts the invite on a phone, finds the assessment at home and takes it.
  const driverPage = await acceptInvite(
    browser,
    baseURL,
    await mailbox.readLink(driver.email, INVITE_SUBJECT),
    driver,
    PHONE,
  );
  const assignment = driverPage
    .getByRole('region', { name: 'Not started', exact: true })
    .getByRole('article', { name: DEMO_ASSESSMENT.name });
  await expect(assignment.getByText('Team assignment')).toBeVisible();
  const start = assignment.getByRole('link', { name: `Start assessment: ${DEMO_ASSESSMENT.name}` });
  // On a touch screen the driver's buttons are big enough for a fingertip.
  expect((await start.boundingBox())?.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
  await start.click();
  await expect(driverPage).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
  await expect(nextButton(driverPage)).toBeVisible();
  expect((await nextButton(driverPage).boundingBox())?.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
  await takeDemoAssessment(driverPage);
  const scoreImage = driverPage.getByRole('region', { name: 'Score' }).getByRole('img', { name: /^Score: \d+%$/ });
  const score = Number((await scoreImage.getAttribute('aria-label'))!.match(/\d+/)![0]);
  await expect(driverPage.getByRole('region', { name: 'Score' })).toContainText(`${score}%`);
  await driverPage.context().close();

  // The manager accepts theirs, opens the dashboard, sees the driver's result and exports it.
  const managerPage = await acceptInvite(
    browser,
    baseURL,
    await mailbox.readLink(manager.email, INVITE_SUBJECT),
    manager,
  );
  await mainNavigation(managerPage).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(managerPage).toHaveURL(/\/dashboard$/);
  await expect(heading(managerPage, companyName)).toBeVisible();
  const driverEntry = managerPage
    .getByRole('main')
    .getByRole('listitem')
    .or(managerPage.getByRole('main').getByRole('row'))
    .filter({ has: managerPage.getByRole('link', { name: driverName, exact: true }) });
  // Their overall score and one of one assigned completed, in either view (cards or table).
  await expect(driverEntry.getByText(String(score), { exact: true })).toBeVisible();
  await expect(driverEntry.getByText('1 of 1', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(managerPage);

  const exported = await downloadFrom(managerPage, () =>
    managerPage.getByRole('link', { name: 'Export to Excel' }).click(),
  );
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const [header, ...rows] = await downloadedRows(exported);
  const column = (name: string) => header!.indexOf(name);
  expect(column(DEMO_ASSESSMENT.name)).toBeGreaterThanOrEqual(0);
  const driverRow = rows.find((cells) => cells.includes(driver.email));
  expect(driverRow, `the export has a row for ${driver.email}`).toBeDefined();
  expect(driverRow![column('First name')]).toBe(driver.firstName);
  expect(driverRow![column('Team')]).toBe(teamName);
  expect(driverRow![column(DEMO_ASSESSMENT.name)]).toBe(String(score));
  await managerPage.context().close();
});
