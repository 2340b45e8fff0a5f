import { expect, type Page } from '@playwright/test';
import { createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, signInAs, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Users as a subscription administrator (Overview manager) manages them (spec 3 §2.1, §4.4, §5): add a driver (the
 * invite email arrives), edit the name and role group, resend the invite, delete; the user limit stops a create.
 */
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

const OVERVIEW_MANAGER = '7a1f0000-0000-4000-8000-000000000003';
const MAX_USERS_MESSAGE = 'Cannot create a new user. Maximum amount of users for this subscription has been reached.';
const INVITE_RESENT =
  'Invite email for this user has been resent.  Please ask the user to check their email to confirm.';

/** An Overview manager of a new subscription limited to `maxUsers` (the manager takes the first seat). */
async function subscriptionAdministrator(page: Page, mailbox: Mailbox, maxUsers: number): Promise<Person> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('People Haulage'),
    subscriptionType: 'Subscription',
    restrictMaxUsers: true,
    maxUsers,
  });
  const person = newPerson();
  await invite(mailbox, person, { subscriptionId, roleGroupId: OVERVIEW_MANAGER });
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(heading(page, 'Password set')).toBeVisible();
  await signInAs(page, person);
  return person;
}

async function addDriver(page: Page, list: ListPage, driver: Person): Promise<void> {
  await list.addLink.click();
  await expect(heading(page, 'Add driver')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(driver.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(driver.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(driver.email);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('a subscription administrator adds, edits and deletes a driver, and the user limit stops the next one', async ({
  page,
  mailbox,
}) => {
  await subscriptionAdministrator(page, mailbox, 2);
  const drivers = new ListPage(page, '/manage/drivers', 'Drivers');
  const managers = new ListPage(page, '/manage/managers', 'Managers');

  // /manage opens the driver list.
  await page.goto('/manage');
  await drivers.expectShown();
  await expect(page).toHaveTitle('Drivers - Roadmark');
  await expect(page.getByText('Sorry there is nothing to show you here yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: every field is required.
  await drivers.addLink.click();
  await expect(page).toHaveURL(/\/manage\/drivers\/add$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const driver = newPerson();
  const name = `${driver.firstName} ${driver.lastName}`;
  await addDriver(page, drivers, driver);
  await drivers.expectShown();
  await expect(drivers.card(name)).toBeVisible();
  await expect(drivers.card(name).getByText('Invite pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mailbox.waitForMessages(driver.email, INVITE_SUBJECT);

  // Edit from the table: the PIN is shown read-only; the invite can be resent; name and role group change.
  await drivers.chooseView('Table');
  await drivers.row(name).getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/drivers\/edit\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Edit driver')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Driver PIN' })).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(page.getByRole('textbox', { name: 'Driver PIN' })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Resend invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: INVITE_RESENT })).toHaveText(INVITE_RESENT);
  await mailbox.waitForMessages(driver.email, INVITE_SUBJECT, 2);
  await expectNoSeriousA11yViolations(page);
  const renamed = `${driver.firstName}x ${driver.lastName}`;
  await page.getByRole('textbox', { name: 'First name' }).fill(`${driver.firstName}x`);
  await page.getByRole('combobox', { name: 'Role group' }).click();
  await page.getByRole('option', { name: 'Driver manager' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await drivers.expectShown();
  await expect(drivers.item(renamed)).toHaveCount(0);

  // Now a manager: listed with the role group, and deleted from there with the related counts shown.
  await managers.open();
  await managers.chooseView('Table');
  await expect(managers.row(renamed).getByRole('cell', { name: 'Driver manager', exact: true })).toBeVisible();
  await managers.startDelete(renamed);
  await expect(heading(page, 'Are you sure you want to delete this manager?')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(renamed);
  await expect(page.getByText('Assessment sessions: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await managers.expectShown();
  await expect(page.getByText('User deleted.')).toBeVisible();
  await expect(managers.item(renamed)).toHaveCount(0);

  // The seat came back: one more driver fits, the next is refused with the spec message and nothing is made.
  await drivers.open();
  const second = newPerson();
  await addDriver(page, drivers, second);
  await drivers.expectShown();
  await expect(drivers.item(`${second.firstName} ${second.lastName}`)).toBeVisible();
  const third = newPerson();
  await addDriver(page, drivers, third);
  await expect(page.getByRole('alert').filter({ hasText: MAX_USERS_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/drivers\/add$/);
  await expectNoSeriousA11yViolations(page);
  await drivers.open();
  await expect(drivers.item(`${third.firstName} ${third.lastName}`)).toHaveCount(0);
});
