import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import { newPerson } from './support/person.ts';

// The invited person is signed out (this file's default context); the administrator acts in the mailbox's context.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('invite', () => {
  test('an invited person sets a password through the emailed link and is signed in', async ({ page, mailbox }) => {
    const person = newPerson();
    await invite(mailbox, person);
    const link = await mailbox.readLink(person.email, INVITE_SUBJECT);
    expect(link).toMatch(/^\/account\/confirmInvite\?/);

    await page.goto(link);
    await expect(heading(page, 'Set your password')).toBeVisible();
    await expect(page).toHaveTitle('Accept invitation - Roadmark');
    for (const [name, value] of [
      ['First name', person.firstName],
      ['Last name', person.lastName],
      ['Email', person.email],
    ] as const) {
      const field = page.getByRole('textbox', { name, exact: true });
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute('readonly', '');
    }
    await expectNoSeriousA11yViolations(page);

    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    const submit = page.getByRole('button', { name: 'Set my password' });
    await submit.click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await password.fill(person.password);
    await confirm.fill(`${person.password}x`);
    await submit.click();
    await expect(page.getByText('The password and confirmation password do not match')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await confirm.fill(person.password);
    await submit.click();
    // Accepting signs the person in: they land on their home page without typing the same password again.
    await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The link is single-use.
    await page.goto(link);
    await expect(heading(page, 'Sorry we cannot use this invite link')).toBeVisible();
    await expect(
      page.getByText('This link has expired or has already been used. Please ask for a new one.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
