import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, signInAs, test } from './support/journeys.ts';
import { EMAIL_SUBJECTS, MAILBOX_PATH } from './support/mailbox.ts';
import { CONFIRM_NOTICE, newPerson, register, submitRegistration } from './support/person.ts';
import { submitSignIn } from './support/sign-in.ts';

/*
 * Whole account journeys through the emails they send. The person under test is signed out (this file's default
 * context); the administrator reads the emails on /administration/mailbox in a browser context of their own.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const CONFIRM_FAILED = 'Sorry we cannot confirm your email using this code';

/** Opens the confirm link and waits for the outcome. */
async function confirmEmail(page: Page, link: string): Promise<void> {
  expect(link).toMatch(/^\/account\/confirmEmail\?/);
  await page.goto(link);
  await expect(heading(page, 'Email confirmed')).toBeVisible();
}

test.describe('account emails', () => {
  test('a new account is confirmed through the emailed link and then signs in', async ({ page, mailbox }) => {
    const person = newPerson();
    await page.goto('/account/register');
    await expect(heading(page, 'Create an account')).toBeVisible();
    await expect(page).toHaveTitle('Register - Roadmark');
    await expectNoSeriousA11yViolations(page);
    await submitRegistration(page, person);
    await expect(page.getByRole('status').filter({ hasText: CONFIRM_NOTICE })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The administrator finds the mailbox in the side menu and searches for the new address.
    const admin = mailbox.page;
    await admin.goto('/administration');
    await expect(heading(admin, 'Provider dashboard')).toBeVisible();
    const sideMenu = admin.getByRole('navigation', { name: 'Section menu' });
    await sideMenu.getByRole('link', { name: 'Mailbox' }).click();
    await mailbox.list.expectShown();
    await expect(admin).toHaveTitle('Mailbox - Roadmark');
    await expect(sideMenu.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
    await expect(
      admin.getByText(
        'No email server is configured, so Roadmark keeps the emails it would have sent here. Set SMTP_URL to send them.',
      ),
    ).toBeVisible();
    await mailbox.list.search(person.email);
    await mailbox.list.waitUntilLoaded();
    await expect(admin).toHaveURL((url) => url.pathname === MAILBOX_PATH);
    const link = await mailbox.readLink(person.email, EMAIL_SUBJECTS.confirmEmail, { scan: true });

    expect(link).toMatch(/^\/account\/confirmEmail\?/);
    await page.goto(link);
    await expect(heading(page, 'Email confirmed')).toBeVisible();
    await expect(page.getByText('Thank you for confirming your email. You can now sign in.')).toBeVisible();
    await expect(page).toHaveTitle('Confirm email - Roadmark');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await submitSignIn(page, person);
    await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a forgotten password is reset through the emailed link', async ({ page, mailbox }) => {
    const person = newPerson();
    await register(page, person);
    await confirmEmail(page, await mailbox.readLink(person.email, EMAIL_SUBJECTS.confirmEmail));

    await page.goto('/account/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page).toHaveURL(/\/account\/forgotPassword$/);
    await expect(heading(page, 'Forgotten your password?')).toBeVisible();
    await expect(page).toHaveTitle('Forgotten password - Roadmark');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Please check your email and follow the link to reset your password.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = await mailbox.readLink(person.email, EMAIL_SUBJECTS.resetPassword, { scan: true });
    expect(link).toMatch(/^\/account\/resetPassword\?/);
    await page.goto(link);
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await expect(page).toHaveTitle('Reset password - Roadmark');
    await expectNoSeriousA11yViolations(page);
    const newPassword = `${person.password}-New`;
    await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await submitSignIn(page, person);
    await expect(page.getByText('Invalid password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expectNoSeriousA11yViolations(page);

    await signInAs(page, { ...person, password: newPassword });
  });

  test('an unconfirmed account cannot sign in, and can have the confirmation sent again', async ({ page, mailbox }) => {
    const person = newPerson();
    await register(page, person);
    await mailbox.waitForMessages(person.email, EMAIL_SUBJECTS.confirmEmail, 1);

    await page.goto('/account/login');
    await submitSignIn(page, person);
    const notice = page.getByRole('status').filter({ hasText: CONFIRM_NOTICE });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expectNoSeriousA11yViolations(page);

    await notice.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(notice.getByText('We have sent you a new confirmation email.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A second confirmation email arrives; its link (the newest message) confirms the account.
    const link = await mailbox.readLink(person.email, EMAIL_SUBJECTS.confirmEmail, { count: 2 });
    await confirmEmail(page, link);
    await signInAs(page, person);
  });

  test('a confirm link that has been used cannot confirm again', async ({ page, mailbox }) => {
    const person = newPerson();
    await register(page, person);
    const link = await mailbox.readLink(person.email, EMAIL_SUBJECTS.confirmEmail);
    await confirmEmail(page, link);

    await page.goto(link);
    await expect(heading(page, CONFIRM_FAILED)).toBeVisible();
    await expect(heading(page, 'Email confirmed')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
