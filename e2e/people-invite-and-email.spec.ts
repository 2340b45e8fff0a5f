import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_SUBJECT } from './support/invite.ts';
import { heading, signInAs, signOut, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import { newPerson } from './support/person.ts';
import { submitSignIn } from './support/sign-in.ts';
import { setPasswordFromInvite, subscriptionAdministrator } from './support/subscription-administrator.ts';

/*
 * A driver's own side of being managed (docs/product/people-and-teams.md): the subscription administrator (Overview
 * manager) adds a driver, who accepts the emailed invite in a browser of their own and signs in; the administrator
 * then changes the driver's email, which stays pending until the driver confirms it from the new address; last the
 * administrator makes the confirmed driver a driver manager. The administrator works on `page`, the driver in a
 * second, signed-out browser context.
 */
test.use({ storageState: { cookies: [], origins: [] } });
// Three browser contexts, a dozen pages each scanned for accessibility and four emails through the outbox.
test.describe.configure({ timeout: 240_000 });

/** Subject of the email-change confirmation (apps/server/src/locales/en-GB/email.json, templates.changeEmail). */
const CHANGE_EMAIL_SUBJECT = 'Confirm your new email for Roadmark';

test('an added driver accepts the invite, and an email change waits for the driver to confirm it', async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  await subscriptionAdministrator(page, mailbox, 3);
  const drivers = new ListPage(page, '/manage/drivers', 'Drivers');
  const managers = new ListPage(page, '/manage/managers', 'Managers');

  // The administrator adds a driver through the form; the list shows the invite as pending.
  const driver = newPerson();
  const name = `${driver.firstName} ${driver.lastName}`;
  await drivers.open();
  await drivers.addLink.click();
  await expect(heading(page, 'Add driver')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Driver PIN' })).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(driver.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(driver.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(driver.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await drivers.expectShown();
  await expect(page.getByText(`User created. An invite email has been sent to ${driver.email}.`)).toBeVisible();
  await expect(drivers.card(name).getByText('Invite pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const driverContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  try {
    const driverPage = await driverContext.newPage();

    // The driver opens the invite, signed out, sets a password and signs in to their home page.
    const inviteLink = await mailbox.readLink(driver.email, INVITE_SUBJECT);
    expect(inviteLink).toMatch(/^\/account\/confirmInvite\?/);
    await driverPage.goto(inviteLink);
    await expect(heading(driverPage, 'Set your password')).toBeVisible();
    await expect(driverPage.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(driver.email);
    await expectNoSeriousA11yViolations(driverPage);
    await setPasswordFromInvite(driverPage, driver);
    await expectNoSeriousA11yViolations(driverPage);

    // The administrator's list no longer shows the invite as pending.
    await page.reload();
    await drivers.expectShown();
    await expect(drivers.card(name).getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(drivers.card(name).getByText('Invite pending')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The administrator changes the driver's email: nothing changes until the driver confirms it.
    await drivers.chooseView('Table');
    await drivers.row(name).getByRole('cell', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/manage\/drivers\/edit\/[0-9a-f-]{36}$/);
    const editPath = new URL(page.url()).pathname;
    await expect(heading(page, 'Edit driver')).toBeVisible();
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveValue(driver.email);
    // An accepted invite cannot be resent.
    await expect(page.getByRole('button', { name: 'Resend invite' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const newEmail = driver.email.replace('e2e-', 'e2e-moved-');
    const pendingText = `Email change to ${newEmail} is waiting for the user to confirm it. Until then they keep using ${driver.email}.`;
    await emailField.fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await drivers.expectShown();
    await expect(page.getByText('User saved.')).toBeVisible();
    // Whichever view the list came back in, the person still has the old address, with the change shown.
    await expect(drivers.item(name).getByText(driver.email, { exact: true })).toBeVisible();
    await expect(drivers.item(name).getByText(`Changing to ${newEmail}`, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(editPath);
    await expect(heading(page, 'Edit driver')).toBeVisible();
    await expect(page.getByText(pendingText, { exact: true })).toBeVisible();
    await expect(emailField).toHaveValue(driver.email);
    await expectNoSeriousA11yViolations(page);

    // The new address gets the confirmation link; the driver (still signed in) confirms with it.
    const changeLink = await mailbox.readLink(newEmail, CHANGE_EMAIL_SUBJECT);
    expect(changeLink).toMatch(/^\/account\/confirmEmailChange\?/);
    await driverPage.goto(changeLink);
    await expect(heading(driverPage, 'Email changed')).toBeVisible();
    await expect(
      driverPage.getByText(`Your email has been changed. Use ${newEmail} to sign in from now on.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(driverPage);

    // The old address no longer signs in; the new one does.
    await driverPage.goto('/me');
    await expect(heading(driverPage, `Welcome, ${driver.firstName}`)).toBeVisible();
    await signOut(driverPage, driver);
    await submitSignIn(driverPage, driver);
    await expect(driverPage.getByText('This email does not have an account here.').first()).toBeVisible();
    await expect(driverPage).toHaveURL((url) => url.pathname === '/account/login');
    await expectNoSeriousA11yViolations(driverPage);
    await signInAs(driverPage, { ...driver, email: newEmail });

    // The administrator sees the new address, with nothing pending any more.
    await page.goto(editPath);
    await expect(heading(page, 'Edit driver')).toBeVisible();
    await expect(emailField).toHaveValue(newEmail);
    await expect(page.getByText(/is waiting for the user to confirm it/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Made a driver manager, the confirmed driver moves from the driver list to the manager list.
    await page.getByRole('combobox', { name: 'Role group' }).click();
    await page.getByRole('option', { name: 'Driver manager' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await drivers.expectShown();
    await expect(page.getByText('User saved.')).toBeVisible();
    await expect(drivers.item(name)).toHaveCount(0);
    await managers.open();
    await managers.chooseView('Table');
    const managerRow = managers.row(name);
    await expect(managerRow.getByRole('cell', { name: newEmail, exact: true })).toBeVisible();
    await expect(managerRow.getByRole('cell', { name: 'Driver manager', exact: true })).toBeVisible();
    await expect(managerRow.getByText(/^Changing to /)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await driverContext.close();
  }
});
