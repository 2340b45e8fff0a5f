import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, signedInPerson, signInAs, signOut, test, userMenu } from './support/journeys.ts';
import type { Person } from './support/person.ts';
import { submitSignIn } from './support/sign-in.ts';

/*
 * The profile area (docs/product/accounts.md#the-profile-area) as a fresh, confirmed person sees it: this file's
 * default context starts signed out, and the administrator reads the emails on /administration/mailbox in a browser
 * context of their own.
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** Subjects of the email-change link and of the notice to the old address (apps/server/src/locales/en-GB/email.json). */
const CHANGE_EMAIL_SUBJECT = 'Confirm your new email for Roadmark';
const EMAIL_CHANGED_SUBJECT = 'The email of your Roadmark account has been changed';

/** Opens the change-email tab and waits for its form to show the person's current email. */
async function openChangeEmail(page: Page, person: Person): Promise<void> {
  await page.goto('/profile/changeEmail');
  await expect(heading(page, 'Your profile')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current email' })).toHaveValue(person.email);
}

test.describe('profile', () => {
  test('the user menu opens the details tab, and new names show in the header', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    await userMenu(page, person.firstName, person.lastName).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/details$/);
    await expect(heading(page, 'Your profile')).toBeVisible();
    await expect(page).toHaveTitle('Your details - Roadmark');
    await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(person.firstName);
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(person.lastName);
    await expect(page.getByRole('textbox', { name: 'Driver PIN' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Driver PIN' })).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'First name' }).fill('');
    await page.getByRole('textbox', { name: 'First name' }).blur();
    await expect(page.getByText('First name is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'First name' }).fill('Zoe');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Quill');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details have been updated.')).toBeVisible();
    const menu = userMenu(page, 'Zoe', 'Quill');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveText('ZQ');
    await expectNoSeriousA11yViolations(page);

    // The names are kept: a reload shows them again.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoe');
    await expect(heading(page, 'Your profile')).toBeVisible();
  });

  test('/profile opens the details tab', async ({ page, mailbox }) => {
    await signedInPerson(page, mailbox);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/details$/);
    await expect(heading(page, 'Your profile')).toBeVisible();
    await page.getByRole('tab', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/profile\/changePassword$/);
    await expect(page.getByRole('tab', { name: 'Change password', selected: true })).toBeVisible();
    await expect(page).toHaveTitle('Change password - Roadmark');
  });

  test('a changed password is the one to sign in with', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    await page.goto('/profile/changePassword');
    await expect(heading(page, 'Your profile')).toBeVisible();
    await expect(page).toHaveTitle('Change password - Roadmark');
    await expectNoSeriousA11yViolations(page);

    const current = page.getByRole('textbox', { name: 'Current password' });
    const newPassword = page.getByRole('textbox', { name: 'New password' });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const changed = `${person.password}-New`;
    await current.fill('Not-The-Password-1!');
    await newPassword.fill(changed);
    await confirm.fill(changed);
    await submit.click();
    await expect(page.getByText('Invalid password').first()).toBeVisible();

    await current.fill(person.password);
    await newPassword.fill(changed);
    await confirm.fill(changed);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(newPassword).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await signOut(page, person);
    await submitSignIn(page, person);
    await expect(page.getByText('Invalid password').first()).toBeVisible();
    await signInAs(page, { ...person, password: changed });
  });

  test('a changed email waits for its link, then is the one to sign in with', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    await openChangeEmail(page, person);
    await expect(page).toHaveTitle('Change email - Roadmark');
    await expectNoSeriousA11yViolations(page);

    const newEmailField = page.getByRole('textbox', { name: 'New email' });
    const passwordField = page.getByRole('textbox', { name: 'Current password' });
    const submit = page.getByRole('button', { name: 'Send confirmation link' });
    await newEmailField.fill(person.email.toUpperCase());
    await newEmailField.blur();
    await submit.click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await passwordField.fill(person.password);
    await submit.click();
    await expect(
      page.getByText(
        'Your new email is the same as your old email and so does not need to go through an email update process.',
      ),
    ).toBeVisible();

    const newEmail = person.email.replace('e2e-', 'e2e-moved-');
    await newEmailField.fill(newEmail);
    await passwordField.fill('Not-The-Password-1!');
    await submit.click();
    await expect(page.getByText('Invalid password').first()).toBeVisible();
    await passwordField.fill(person.password);
    await submit.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Confirmation link to change email sent. Please check your email to confirm.' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Waiting for you to confirm ${newEmail}. Until then you keep signing in with ${person.email}.`),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current email' })).toHaveValue(person.email);
    await expectNoSeriousA11yViolations(page);

    const link = await mailbox.readLink(newEmail, CHANGE_EMAIL_SUBJECT);
    expect(link).toMatch(/^\/account\/confirmEmailChange\?/);
    await page.goto(link);
    await expect(heading(page, 'Email changed')).toBeVisible();
    await expect(page.getByText(`Your email has been changed. Use ${newEmail} to sign in from now on.`)).toBeVisible();
    await expect(page).toHaveTitle('Confirm email change - Roadmark');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page).toHaveURL(/\/profile\/details$/);
    await signOut(page, person);
    await signInAs(page, { ...person, email: newEmail });
  });

  test('an email-change link that has been used cannot confirm again', async ({ page, mailbox }) => {
    const person = await signedInPerson(page, mailbox);
    const newEmail = person.email.replace('e2e-', 'e2e-again-');
    await openChangeEmail(page, person);
    await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
    await page.getByRole('textbox', { name: 'Current password' }).fill(person.password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    const link = await mailbox.readLink(newEmail, CHANGE_EMAIL_SUBJECT);
    await page.goto(link);
    await expect(heading(page, 'Email changed')).toBeVisible();

    await page.goto(link);
    await expect(heading(page, 'Sorry we cannot confirm your change of email using this code')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the old address is told of a change and takes it back, with a new password, signing everyone out', async ({
    page,
    mailbox,
  }) => {
    // Two emails more than the other journeys here (the change's link and the notice), each read in the mailbox.
    test.setTimeout(120_000);
    const person = await signedInPerson(page, mailbox);
    const takenEmail = person.email.replace('e2e-', 'e2e-taken-');
    await openChangeEmail(page, person);
    await page.getByRole('textbox', { name: 'New email' }).fill(takenEmail);
    await page.getByRole('textbox', { name: 'Current password' }).fill(person.password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.goto(await mailbox.readLink(takenEmail, CHANGE_EMAIL_SUBJECT));
    await expect(heading(page, 'Email changed')).toBeVisible();

    const undo = await mailbox.readLink(person.email, EMAIL_CHANGED_SUBJECT, { scan: true });
    expect(undo).toMatch(/^\/account\/revertEmailChange\?/);
    await page.goto(undo);
    await expect(heading(page, 'Take your account back')).toBeVisible();
    await expect(page).toHaveTitle('Take your account back - Roadmark');
    await expectNoSeriousA11yViolations(page);
    const ownPassword = `${person.password}-Mine`;
    await page.getByRole('textbox', { name: 'New password' }).fill(ownPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(ownPassword);
    await page.getByRole('button', { name: 'Give me my account back' }).click();
    await expect(heading(page, 'Your account is yours again')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // This browser's session ended with every other one.
    await page.goto('/profile/details');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fprofile%2Fdetails/, { timeout: 15_000 });
    // The address it was moved to signs in no more.
    await submitSignIn(page, { email: takenEmail, password: person.password });
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
    await signInAs(page, { ...person, password: ownPassword });
  });
});
