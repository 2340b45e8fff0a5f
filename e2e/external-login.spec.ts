import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, signOut, test, userMenu } from './support/journeys.ts';

/*
 * Sign-in with an OpenID Connect provider: a real `oidc-provider` on loopback (e2e/support/identity-provider-main.ts)
 * whose development sign-in page accepts any login. `jo.bloggs@...` comes back as Jo Bloggs with a verified email.
 */
test.use({ storageState: { cookies: [], origins: [] } });

function uniqueLogin(): string {
  return `jo.bloggs${Date.now()}${process.env.TEST_WORKER_INDEX ?? '0'}@corp.test`;
}

async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Corp SSO' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a new person signs in with the provider, finishes their account, and signs in with it again', async ({
  page,
}) => {
  const login = uniqueLogin();
  const person = {
    firstName: 'Jo',
    lastName: login
      .split('@')[0]!
      .replace('jo.', '')
      .replace(/^./, (c) => c.toUpperCase()),
  };

  await page.goto('/account/login?returnUrl=%2Fprofile%2Fdetails');
  await expectNoSeriousA11yViolations(page);
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/account\/externalLogin\?/);
  await expect(heading(page, 'Finish creating your account')).toBeVisible();
  await expect(page.getByText('You have signed in with Corp SSO.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(login);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(person.firstName);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(person.lastName);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'First name' }).fill('');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/profile\/details$/);
  await expect(userMenu(page, person.firstName, person.lastName)).toBeVisible();
  await signOut(page, { ...person, email: login, password: '' });

  // The provider remembers the person, so this time the browser comes straight back, signed in.
  await page.getByRole('button', { name: 'Sign in with Corp SSO' }).click();
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
});

test('an email already registered is refused with its message', async ({ page }) => {
  await page.goto('/account/register');
  await signInAtProvider(page, uniqueLogin());
  await expect(heading(page, 'Finish creating your account')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@roadmark.test');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('alert').getByText('This email is already registered.').first()).toBeVisible();
});

test('an error from the provider is shown on the external login page', async ({ page }) => {
  await page.goto('/account/externalLogin?returnUrl=%2F&remoteError=access_denied');
  await expect(heading(page, 'We could not sign you in')).toBeVisible();
  await expect(page.getByText('Error from external provider: access_denied')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2F$/);
});
