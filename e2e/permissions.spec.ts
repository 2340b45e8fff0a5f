import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * Makes the signed-in administrator look like a driver to the web app: the answer to the `Viewer` query (who is
 * signed in, with which roles) comes back without any role; every other request goes to the server unchanged.
 *
 * Why a stand-in: the server seeds only the administrator and there is no user management yet, so an e2e test has
 * no way to sign in as a user without the Administration role. The server enforces the role on every
 * administration query and mutation itself (its API tests cover that); what this test checks is the web app's
 * side: a signed-in user without the role gets the permission message instead of the area.
 */
async function actAsDriver(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null) : null;
    if (body?.operationName !== 'Viewer') return route.fallback();
    const response = await route.fetch();
    // When the test navigates on while this answer is in flight, the page no longer wants it: let it go.
    const json = (await response.json().catch(() => null)) as {
      data?: { viewer?: { roles: string[]; roleGroup: string } | null };
    } | null;
    if (!json) return route.abort().catch(() => {});
    const viewer = json.data?.viewer;
    if (viewer) {
      viewer.roles = [];
      viewer.roleGroup = 'Driver';
    }
    await route.fulfill({ response, json }).catch(() => {});
  });
}

test.describe('permissions', () => {
  test('a signed-in user without the Administration role cannot open the administration area', async ({ page }) => {
    await actAsDriver(page);
    await page.goto('/administration/tags');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry you do not have permission to access this area.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Access denied - Roadmark');
    await expect(page).toHaveURL(/\/administration\/tags$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    const mainNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(mainNavigation.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(mainNavigation.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Section menu' }).getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Roadmark' })).toBeVisible();
  });

  test('the same user is refused every administration page', async ({ page }) => {
    await actAsDriver(page);
    for (const path of ['/administration/dashboard', '/administration/safety-metrics', '/administration/tags/add']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry you do not have permission to access this area.' }),
      ).toBeVisible();
    }
  });
});
