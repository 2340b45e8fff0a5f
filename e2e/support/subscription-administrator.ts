import { expect, type Page } from '@playwright/test';
import { createSubscription } from './admin-api.ts';
import { INVITE_SUBJECT, invite } from './invite.ts';
import { heading } from './journeys.ts';
import type { Mailbox } from './mailbox.ts';
import { newPerson, type Person } from './person.ts';
import { uniqueName } from './unique-name.ts';

/** The seeded 'Overview manager' role group: manages the drivers and managers of its subscription. */
export const OVERVIEW_MANAGER_ROLE_GROUP_ID = '7a1f0000-0000-4000-8000-000000000003';

/**
 * An Overview manager of a new subscription limited to `maxUsers` (the manager takes the first seat): invited by
 * the administrator, the password set through the emailed link, and signed in on `page`.
 */
export async function subscriptionAdministrator(page: Page, mailbox: Mailbox, maxUsers: number): Promise<Person> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('People Haulage'),
    subscriptionType: 'Subscription',
    restrictMaxUsers: true,
    maxUsers,
  });
  const person = newPerson();
  await invite(mailbox, person, { subscriptionId, roleGroupId: OVERVIEW_MANAGER_ROLE_GROUP_ID });
  await page.goto(await mailbox.readLink(person.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, person);
  return person;
}

/**
 * On the invite page (/account/confirmInvite) the link opened: chooses the password, which signs the person in, and
 * waits for their home page.
 */
export async function setPasswordFromInvite(page: Page, person: Person): Promise<void> {
  await expect(heading(page, 'Set your password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  // The whole app loads again after the sign-in, which takes seconds on a busy machine.
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
}
