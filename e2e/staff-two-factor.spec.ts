import { expect } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { heading, test } from './support/journeys.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { submitSignIn } from './support/sign-in.ts';
import { readSetupKey } from './support/two-factor.ts';

/*
 * REQUIRE_STAFF_TWO_FACTOR=true: the seeded administrator (Roadmark staff) has no two-factor sign-in yet, so after
 * signing in they can only turn it on or sign out. The setting would lock every other spec's administrator out, so
 * this journey runs against a server of its own.
 */
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const SETUP_REQUIRED =
  'Roadmark staff must turn on two-factor sign-in before doing anything else. Turn it on from the Two-factor tab of your profile, or sign out.';

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({ REQUIRE_STAFF_TWO_FACTOR: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('staff without two-factor are sent to set it up, refused everything else, and free once it is on', async ({
  page,
}) => {
  const at = (path: string) => `${server.baseURL}${path}`;
  await page.goto(at('/account/login'));
  await submitSignIn(page, ADMIN);
  await expect(page).toHaveURL(/\/profile\/twoFactor$/, { timeout: 15_000 });
  await expect(
    page.getByText(
      'Roadmark staff must use two-factor sign-in. Set it up now: until it is on, you can only set it up or sign out.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Any other page sends them back; the server refuses the calls a page would make, whatever the app shows.
  await page.goto(at('/administration/questions'));
  await expect(page).toHaveURL(/\/profile\/twoFactor$/);
  const refused = await page.request.post(at('/graphql'), {
    headers: { 'x-roadmark-csrf': '1' },
    data: { query: '{ mailboxMessages { id } }' },
  });
  expect((await refused.json()).errors[0].message).toBe(SETUP_REQUIRED);
  const refusedRest = await page.request.get(at('/api/account/currentUserRoles'));
  expect(refusedRest.status()).toBe(403);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = await readSetupKey(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first()).toHaveText(
    /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/,
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  await page.goto(at('/administration/mailbox'));
  await expect(page).toHaveURL(/\/administration\/mailbox$/);
  await expect(heading(page, 'Mailbox')).toBeVisible();
  expect((await page.request.get(at('/api/account/currentUserRoles'))).status()).toBe(200);
});
