import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectStaffHome, signIn, submitSignIn } from './support/sign-in.ts';

// Every test here starts signed out; signing out must not end the session the other tests share.
test.use({ storageState: { cookies: [], origins: [] } });

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email or PIN' });
const passwordBox = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Opens the sign-in page and waits for it: its code loads after the app's own. */
async function openSignIn(page: Page): Promise<void> {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test.describe('sign in', () => {
  test('signs the administrator in to the app shell', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in - Roadmark');
    await expect(page.getByRole('switch', { name: 'Remember me' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await submitSignIn(page, ADMIN);
    // Staff land on the provider dashboard, where their work starts.
    await expectStaffHome(page);
    const mainNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(mainNavigation.getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Account menu for ${ADMIN.firstName} ${ADMIN.lastName}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('requires the email or PIN and the password on submit', async ({ page }) => {
    await openSignIn(page);
    await signInButton(page).click();
    await expect(page.getByText('Email or PIN is required')).toBeVisible();
    await expect(emailBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/account\/login$/);
    await expectNoSeriousA11yViolations(page);
    // The password field is shown (the entry is not a PIN), so it is required as well.
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('requires the password for an email address', async ({ page }) => {
    await openSignIn(page);
    await emailBox(page).fill(ADMIN.email);
    await signInButton(page).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Email or PIN is required')).toBeHidden();
    await expect(page).toHaveURL(/\/account\/login$/);

    await passwordBox(page).fill(ADMIN.password);
    await expect(page.getByText('Password is required')).toBeHidden();
  });

  test('validates each field when leaving it', async ({ page }) => {
    await openSignIn(page);
    await emailBox(page).focus();
    await emailBox(page).blur();
    await expect(page.getByText('Email or PIN is required')).toBeVisible();

    await emailBox(page).fill(ADMIN.email);
    await passwordBox(page).focus();
    await passwordBox(page).blur();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('hides the password for a PIN', async ({ page }) => {
    await openSignIn(page);
    await expect(passwordBox(page)).toBeVisible();
    await emailBox(page).fill('ABCD2345');
    await expect(passwordBox(page)).toHaveCount(0);
  });

  test('refuses a wrong password with one calm message in place', async ({ page }) => {
    await page.goto('/account/login');
    await submitSignIn(page, { email: ADMIN.email, password: 'Not-the-password-1' });
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show details' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('refuses an email without an account', async ({ page }) => {
    await page.goto('/account/login');
    await submitSignIn(page, { email: 'nobody@roadmark.test', password: 'Whatever-1' });
    await expect(page.getByText('This email does not have an account here.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('refuses a return url on another site', async ({ page }) => {
    await page.goto(`/account/login?returnUrl=${encodeURIComponent('https://evil.example/steal')}`);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Invalid return url. The return url needs to have the same origin as the current page.',
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Signing in does not leave for the other site.
    await submitSignIn(page, ADMIN);
    await expect(signInButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/account\/login\?/);
  });

  test('reads the returnUrl parameter whatever its case', async ({ page }) => {
    await page.goto(`/account/login?ReturnUrl=${encodeURIComponent('/administration/tags')}`);
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(/\/administration\/tags$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  });
});

test.describe('sign out', () => {
  test('signs out from the user menu, then protected pages ask to sign in again', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('button', { name: `Account menu for ${ADMIN.firstName} ${ADMIN.lastName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    // The message moves on by itself into the app, which now needs a sign-in.
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.goto('/administration/tags');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fadministration%2Ftags$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('shows the logged-out message', async ({ page }) => {
    // The page moves on after 1.5 s. Holding back just that timer keeps it still for the scan; axe's own timers
    // must keep running, which rules out pausing the page clock.
    await page.addInitScript(() => {
      const realSetTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        delay === 1500 ? 0 : realSetTimeout(handler, delay, ...args)) as typeof window.setTimeout;
    });
    await page.goto('/authentication/logged-out');
    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    await expect(page).toHaveTitle('Sign out - Roadmark');
    await expectNoSeriousA11yViolations(page);
  });

  test('refuses a sign-out that did not start in the app', async ({ page }) => {
    await page.goto('/authentication/logout');
    await expect(page.getByText('The logout was not initiated from within the page.')).toBeVisible();
  });
});
