import { expect, type Page } from '@playwright/test';
import { heading, signOut, test } from './support/journeys.ts';
import { screen } from './support/session-player.ts';
import { DEMO_ASSESSMENT, driverWithDemoAssignments } from './support/session-setup.ts';
import { submitSignIn } from './support/sign-in.ts';

/*
 * Who is signed in (the Viewer query) is asked of the server once per page load: the header, the route guards and
 * the page itself share the one answer, and a sign-in's full page load asks once, not also the page it leaves.
 * Drivers are on mobile networks, where every extra round trip shows.
 */
test.describe.configure({ timeout: 180_000 });
// The driver signs in on `page`; the administrator (the mailbox fixture) keeps a session of their own.
test.use({ storageState: { cookies: [], origins: [] } });

/** Counts the Viewer queries `page` sends; `take` returns the count since the last take. */
function viewerQueries(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    if ((request.postDataJSON() as { operationName?: string } | null)?.operationName === 'Viewer') count += 1;
  });
  return {
    take: () => {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

/**
 * A request not sent cannot be waited for: once the page shows, its components have mounted and asked; this gives a
 * late one the time to show up.
 */
const quietMoment = (page: Page) => page.waitForTimeout(1_000);

test('the Viewer query is asked once on the sign-in page, once after signing in, and once on a player page', async ({
  page,
  mailbox,
}) => {
  const driver = await driverWithDemoAssignments(page, mailbox);
  await signOut(page, driver);
  const viewer = viewerQueries(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await quietMoment(page);
  expect(viewer.take(), 'the sign-in page').toBe(1);

  await submitSignIn(page, driver);
  await expect(page).toHaveURL(/\/me$/, { timeout: 15_000 });
  await expect(heading(page, `Welcome, ${driver.firstName}`)).toBeVisible();
  await quietMoment(page);
  expect(viewer.take(), 'from signing in to the home page').toBe(1);

  await page.goto(`/assessment/start/${DEMO_ASSESSMENT.id}`);
  await expect(page).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
  await expect(screen(page, 1, 6)).toBeVisible();
  await quietMoment(page);
  expect(viewer.take(), 'the player, opened at its start page').toBe(1);

  await page.reload();
  await expect(screen(page, 1, 6)).toBeVisible();
  await quietMoment(page);
  expect(viewer.take(), 'the player page reloaded').toBe(1);
});
