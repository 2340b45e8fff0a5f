import { expect, type Page } from '@playwright/test';
import { createSubscription } from './support/admin-api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_SUBJECT, invite } from './support/invite.ts';
import { heading, test } from './support/journeys.ts';
import { ListPage } from './support/list-page.ts';
import type { Mailbox } from './support/mailbox.ts';
import { newPerson, type Person } from './support/person.ts';
import { setPasswordFromInvite } from './support/subscription-administrator.ts';
import { uniqueName } from './support/unique-name.ts';

/*
 * Teams as a subscription administrator (Overview manager) keeps them (docs/product/people-and-teams.md#teams). Setup
 * goes through the API the admin screens use; the person under test is signed in in this file's own context.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const OVERVIEW_MANAGER = '7a1f0000-0000-4000-8000-000000000003';

async function subscriptionAdministrator(page: Page, mailbox: Mailbox): Promise<Person> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Team Haulage'),
    subscriptionType: 'Subscription',
  });
  const person = newPerson();
  await invite(mailbox, person, { subscriptionId, roleGroupId: OVERVIEW_MANAGER });
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, person);
  return person;
}

test('a subscription administrator adds, renames and deletes a team', async ({ page, mailbox }) => {
  await subscriptionAdministrator(page, mailbox);
  const list = new ListPage(page, '/manage/teams', 'Teams');

  await page.goto('/manage/teams');
  await list.expectShown();
  await expect(page).toHaveTitle('Teams - Roadmark');
  const sideMenu = page.getByRole('navigation', { name: 'Section menu' });
  await expect(sideMenu.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Sorry there is nothing to show you here yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: the name is required.
  await list.addLink.click();
  await expect(page).toHaveURL(/\/manage\/teams\/add$/);
  await expect(heading(page, 'Add team')).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  const team = uniqueName('Night shift');
  await name.fill(team);
  await page.getByRole('button', { name: 'Save' }).click();
  await list.expectShown();
  await expect(list.card(team)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit, opened by a click on the row in the table view.
  await list.chooseView('Table');
  await list.row(team).getByRole('cell', { name: team, exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/teams\/edit\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Edit team')).toBeVisible();
  await expect(name).toHaveValue(team);
  await expectNoSeriousA11yViolations(page);
  const renamed = `${team} renamed`;
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await list.expectShown();
  await expect(list.row(renamed)).toBeVisible();

  // Search by name.
  await list.search('RENAMED');
  await expect(list.row(renamed)).toBeVisible();
  await list.search('no such team');
  await expect(page.getByText('Sorry there were no matches for "no such team."')).toBeVisible();
  await list.search('');

  // Delete from the More menu: Cancel keeps it, Delete removes it from the list.
  await list.startDelete(renamed);
  await expect(heading(page, 'Are you sure you want to delete this team?')).toBeVisible();
  const deleteName = page.getByRole('textbox', { name: 'Name' });
  await expect(deleteName).toHaveValue(renamed);
  await expect(deleteName).toHaveAttribute('readonly', '');
  await expect(page.getByText(/keep their accounts and results, and are no longer in any team/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await list.expectShown();
  await expect(list.row(renamed)).toBeVisible();

  await list.startDelete(renamed);
  await expect(heading(page, 'Are you sure you want to delete this team?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await list.expectShown();
  await expect(page.getByText('The team has been deleted.')).toBeVisible();
  await expect(list.item(renamed)).toHaveCount(0);
});
