import { test as base, expect, type Page } from '@playwright/test';
import { EMAIL_SUBJECTS, Mailbox } from './mailbox.ts';
import { newPerson, type Person, register } from './person.ts';
import { submitSignIn } from './sign-in.ts';

/** The administrator's mailbox, open in a browser context of its own for the length of a test. */
export const test = base.extend<{ mailbox: Mailbox }>({
  mailbox: async ({ browser, baseURL }, provide) => {
    const mailbox = await Mailbox.open(browser, baseURL);
    await provide(mailbox);
    await mailbox.close();
  },
});

export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

export function userMenu(page: Page, firstName: string, lastName: string) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${firstName} ${lastName}` });
}

/** Signs in from the login page and waits for the home page greeting the person. */
export async function signInAs(page: Page, person: Person): Promise<void> {
  await page.goto('/account/login');
  await submitSignIn(page, person);
  // A sign-in reloads the whole app before it lands on /me, which takes seconds on a busy machine.
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
}

/** A newly registered person who has confirmed their email and is signed in. */
export async function signedInPerson(page: Page, mailbox: Mailbox): Promise<Person> {
  const person = newPerson();
  await register(page, person);
  const link = await mailbox.readLink(person.email, EMAIL_SUBJECTS.confirmEmail);
  await page.goto(link);
  await expect(heading(page, 'Email confirmed')).toBeVisible();
  await signInAs(page, person);
  return person;
}

export async function signOut(page: Page, person: Person): Promise<void> {
  await userMenu(page, person.firstName, person.lastName).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
}
