import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, test } from './support/journeys.ts';

/* The /authentication routes of the identity flow, each landing where docs/product/accounts.md#pages says. */
test.use({ storageState: { cookies: [], origins: [] } });

test('register, profile and the callbacks send the browser on to the right page', async ({ page }) => {
  await page.goto('/authentication/register');
  await expect(page).toHaveURL(/\/account\/register\?returnUrl=%2Fauthentication%2Flogin$/);
  await expect(heading(page, 'Create an account')).toBeVisible();

  // Signed out, the profile needs a sign-in first and comes back to it. The app learns it is signed out from the
  // server, which can take a while on a loaded machine.
  await page.goto('/authentication/profile');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fprofile/, { timeout: 15_000 });

  await page.goto('/authentication/login-callback?returnUrl=%2Fprivacy-policy');
  await expect(page).toHaveURL(/\/privacy-policy$/);

  await page.goto('/authentication/logout-callback');
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the sign-in failed page shows only messages of its own, never text from the address bar', async ({ page }) => {
  await page.goto('/authentication/login-failed?message=lockedOut');
  await expect(page.getByRole('alert')).toHaveText('This account has been locked out, please try again later.');
  await expectNoSeriousA11yViolations(page);

  const planted = 'Your account is suspended. Call +44 800 000 000 now';
  await page.goto(`/authentication/login-failed?message=${encodeURIComponent(planted)}`);
  await expect(heading(page, 'Sign-in failed')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('There was an error signing in.');
  await expect(page.getByText(planted)).toHaveCount(0);
  await page.goto(`/authentication/login-failed?message=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('alert')).toHaveText('There was an error signing in.');
  await expect(page.locator('main img')).toHaveCount(0);
});
