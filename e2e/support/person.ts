import { expect, type Page } from '@playwright/test';
import type { Credentials } from './sign-in.ts';

let counter = 0;

export interface Person extends Credentials {
  firstName: string;
  lastName: string;
}

/** A new person with an email address no other test or run uses, and a password the default rules accept. */
export function newPerson(): Person {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  const tag = `${Date.now()}-${worker}-${counter}`;
  return {
    email: `e2e-${tag}@example.com`,
    password: `Road-${tag}-Pw1`,
    firstName: `Ann${counter}`,
    lastName: 'Driver',
  };
}

/** Fills and submits the register form the page is showing (/account/register). */
export async function submitRegistration(page: Page, person: Person): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await page.getByRole('button', { name: 'Register' }).click();
}

export const CONFIRM_NOTICE = 'You need to confirm your account before you can sign in. Please check your email.';

/** Registers through /account/register and waits for the notice asking to confirm the email. */
export async function register(page: Page, person: Person): Promise<void> {
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await submitRegistration(page, person);
  await expect(page.getByRole('status').filter({ hasText: CONFIRM_NOTICE })).toBeVisible();
}
