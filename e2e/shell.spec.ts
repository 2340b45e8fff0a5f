import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectStaffHome, submitSignIn } from './support/sign-in.ts';

const signedOut = { storageState: { cookies: [], origins: [] } };

const notFoundHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Sorry the page you have requested cannot be found' });

test.describe('not-found page', () => {
  test('is shown for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(page.getByText('The address may be mistyped')).toBeVisible();
    await expect(page).toHaveTitle('Page not found - Roadmark');
    await expectNoSeriousA11yViolations(page);
  });

  test('goes back to the previous page of the app', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // No page of the app links to a missing address yet, so follow such a link the way the router does: a new
    // history entry (numbered after the current one), announced with popstate.
    await page.evaluate(() => {
      const current = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: 'e2e-missing', idx: current + 1 }, '', '/privacy-polcy');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(notFoundHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('goes to the home page when there is no previous page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(notFoundHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    // The home page of the suite's administrator (staff) is the provider dashboard.
    await expectStaffHome(page);
  });
});

test.describe('root and protected routes', () => {
  test('/ goes to the home page of a signed-in user: the provider dashboard for staff', async ({ page }) => {
    await page.goto('/');
    await expectStaffHome(page);
    await expect(page).toHaveTitle('Administration - Roadmark');
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('signed out', () => {
    test.use(signedOut);

    test('a protected page asks to sign in, then opens after signing in', async ({ page }) => {
      await page.goto('/administration/tags');
      await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fadministration%2Ftags$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

      await submitSignIn(page, ADMIN);
      await expect(page).toHaveURL(/\/administration\/tags$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    });

    test('the header offers Sign in, returning to the current page', async ({ page }) => {
      await page.goto('/cookie-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fcookie-policy$/);
    });
  });
});

test.describe('legal pages', () => {
  test.use(signedOut);

  for (const { link, path } of [
    { link: 'Terms and conditions', path: '/terms-and-conditions' },
    { link: 'Privacy policy', path: '/privacy-policy' },
    { link: 'Cookie policy', path: '/cookie-policy' },
  ]) {
    test(`${link} opens from the footer`, async ({ page }) => {
      await page.goto('/account/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      await expect(page).toHaveTitle(`${link} - Roadmark`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the company site link opens in a new tab', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const companySite = page.getByRole('link', { name: 'Roadmark website (opens in a new tab)' });
    await expect(companySite).toHaveAttribute('target', '_blank');
    await expect(companySite).toHaveAttribute('rel', /noopener/);
    // It leads to the configured website; the e2e server configures none, so Roadmark's own home page.
    const [tab] = await Promise.all([page.waitForEvent('popup'), companySite.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).not.toBe('/api/website');
    await tab.close();
  });
});

test('page titles name the page, then Roadmark', async ({ page }) => {
  for (const { path, title } of [
    { path: '/me', title: 'Home' },
    { path: '/administration/dashboard', title: 'Administration' },
    { path: '/administration/tags', title: 'Tags' },
    { path: '/administration/tags/add', title: 'Add tag' },
    { path: '/administration/safety-metrics', title: 'Safety metrics' },
    { path: '/administration/safety-metrics/add', title: 'Add safety metric' },
    { path: '/cookie-policy', title: 'Cookie policy' },
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} - Roadmark`);
  }
});

test.describe('language menu', () => {
  test.use(signedOut);

  test('switches to English (American) and back, remembering the choice', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByText('on behalf of an organisation, you confirm that you are authorised')).toBeVisible();

    await page.getByRole('button', { name: 'Change language: en-GB' }).click();
    await expect(page.getByRole('menuitem', { name: 'English (British)' })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'English (American)' }).click();

    await expect(html).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: 'Change language: en-US' })).toBeVisible();
    await expect(page.getByText('on behalf of an organization, you confirm that you are authorized')).toBeVisible();

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en-US');
    await expect(page.getByText('on behalf of an organization, you confirm that you are authorized')).toBeVisible();

    await page.getByRole('button', { name: 'Change language: en-US' }).click();
    await page.getByRole('menuitem', { name: 'English (British)' }).click();
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByText('on behalf of an organisation, you confirm that you are authorised')).toBeVisible();
  });
});
