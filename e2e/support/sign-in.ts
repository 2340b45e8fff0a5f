import { expect, type Page } from '@playwright/test';
import { ADMIN } from './admin.ts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Fills and submits the sign-in form the page is showing (/account/login), once the page is there: right after a
 * navigation the sign-in page's code may still be loading.
 */
export async function submitSignIn(page: Page, { email, password }: Credentials = ADMIN): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email or PIN' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Where staff land after signing in: the provider dashboard, not their own (empty) driver dashboard. */
export async function expectStaffHome(page: Page): Promise<void> {
  // A sign-in reloads the whole app before it lands, which takes seconds on a busy machine.
  await expect(page).toHaveURL(/\/administration\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
}

/**
 * Signs in through the real login page and waits for the home page the app lands on: the provider dashboard for
 * the seeded administrator (staff), the person's own dashboard for anyone else.
 */
export async function signIn(page: Page, credentials: Credentials = ADMIN): Promise<void> {
  await page.goto('/account/login');
  await submitSignIn(page, credentials);
  if (credentials === ADMIN) return expectStaffHome(page);
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}
