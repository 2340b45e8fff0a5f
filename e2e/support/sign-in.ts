import { expect, type Page } from '@playwright/test';
import { ADMIN } from './admin.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Fills and submits the sign-in form the page is showing (/account/login). */
export async function submitSignIn(page: Page, { email, password }: Credentials = ADMIN): Promise<void> {
  await page.getByRole('textbox', { name: 'Email or PIN' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the real login page and waits for the home page the app lands on. */
export async function signIn(page: Page, credentials: Credentials = ADMIN): Promise<void> {
  await page.goto('/account/login');
  await submitSignIn(page, credentials);
  // A sign-in reloads the whole app before it lands on /me, which takes seconds on a busy machine.
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}
