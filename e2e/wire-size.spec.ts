import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { heading, test } from './support/journeys.ts';
import { screen } from './support/session-player.ts';
import { DEMO_ASSESSMENT, driverWithDemoAssignments } from './support/session-setup.ts';
import { kilobytes, recordWire, scriptBytes, type WireFile } from './support/wire-bytes.ts';

/**
 * What a driver's phone downloads on a first visit, measured over the wire in Chromium: JavaScript within each
 * route's budget, and every text file compressed. Each visit opens a new browser context, so nothing is cached.
 */
const SCRIPT_BUDGET_KB = { signIn: 250, me: 350, player: 350 };
/**
 * The sign-in page's own modules come in two merged files (apps/web/build-plugins/merged-page-files.ts); on a phone
 * each file is a round trip, and left to the bundler the page loaded 28 (12 now).
 */
const SIGN_IN_SCRIPT_FILES = 14;
/** Smaller answers go as they are: compressing them gains less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const TEXT = /^(text\/|application\/(javascript|json|graphql-response\+json)|image\/svg\+xml)/;

// The driver signs in on this test's page: with the suite's stored administrator session in it, that sign-in would
// end the session every later spec relies on (a sign-in ends the session the browser had before).
test.use({ storageState: { cookies: [], origins: [] } });

async function firstVisit(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  visit: (page: Page) => Promise<void>,
): Promise<WireFile[]> {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  const wire = recordWire(page);
  await visit(page);
  const files = await wire.settled();
  await context.close();
  return files;
}

function expectWithinBudget(name: string, files: WireFile[], budgetKb: number) {
  const scripts = scriptBytes(files);
  const line = `${kilobytes(scripts.bytes)} KB of JavaScript on the wire in ${scripts.files} files (${kilobytes(scripts.decodedBytes)} KB decoded); budget ${budgetKb} KB`;
  test.info().annotations.push({ type: name, description: line });
  expect.soft(scripts.bytes, `${name}: ${line}`).toBeLessThanOrEqual(budgetKb * 1024);
}

function expectCompressed(files: WireFile[]) {
  const uncompressed = files
    .filter((file) => TEXT.test(file.contentType) && file.decodedBytes >= COMPRESSION_THRESHOLD_BYTES)
    .filter((file) => file.encoding !== 'br')
    .map((file) => `${file.url} (${file.contentType}, ${file.decodedBytes} bytes, ${file.encoding ?? 'no encoding'})`);
  expect.soft(uncompressed, 'text answers of 1 KB or more sent without brotli').toEqual([]);
}

/**
 * The page's HTML announces the files it will load (modulepreload links the server adds), and the app's own loader
 * takes those answers instead of asking again: a link whose request differs (say, without `crossorigin`) would make
 * the browser download the file twice.
 */
function expectEachFileOnce(name: string, files: WireFile[]) {
  const counts = new Map<string, number>();
  for (const file of files.filter((candidate) => candidate.url.includes('/assets/'))) {
    counts.set(file.url, (counts.get(file.url) ?? 0) + 1);
  }
  const twice = [...counts].filter(([, count]) => count > 1).map(([url]) => url);
  expect.soft(twice, `${name}: files downloaded more than once`).toEqual([]);
}

test('a driver on a first visit downloads little JavaScript, all of it compressed', async ({
  browser,
  page,
  mailbox,
}) => {
  test.setTimeout(180_000);
  let announced: string[] = [];
  const signIn = await firstVisit(browser, undefined, async (visit) => {
    const response = await visit.goto('/account/login');
    announced = [...((await response?.text()) ?? '').matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    await expect(heading(visit, 'Sign in')).toBeVisible();
  });
  expect(
    announced.some((file) => /\/assets\/login-page-[\w-]+\.js$/.test(file)),
    announced.join(' '),
  ).toBe(true);
  expectWithinBudget('sign-in page', signIn, SCRIPT_BUDGET_KB.signIn);
  expect.soft(scriptBytes(signIn).files, 'script files of the sign-in page').toBeLessThanOrEqual(SIGN_IN_SCRIPT_FILES);
  expectCompressed(signIn);
  expectEachFileOnce('sign-in page', signIn);

  const driver = await driverWithDemoAssignments(page, mailbox);
  const signedIn = await page.context().storageState();
  const me = await firstVisit(browser, signedIn, async (visit) => {
    await visit.goto('/me');
    await expect(heading(visit, `Welcome, ${driver.firstName}`)).toBeVisible();
  });
  expectWithinBudget('/me', me, SCRIPT_BUDGET_KB.me);
  expectCompressed(me);
  expectEachFileOnce('/me', me);

  const player = await firstVisit(browser, signedIn, async (visit) => {
    await visit.goto(`/assessment/start/${DEMO_ASSESSMENT.id}`);
    await expect(visit).toHaveURL(/\/assessment\/launch\/[0-9a-f-]{36}$/);
    await expect(screen(visit, 1, 6)).toBeVisible();
    await expect(visit.getByRole('heading', { level: 1, name: DEMO_ASSESSMENT.name })).toBeVisible();
  });
  expectWithinBudget('player', player, SCRIPT_BUDGET_KB.player);
  expectCompressed(player);
  expectEachFileOnce('player', player);
});
