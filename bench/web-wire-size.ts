/**
 * What the web app costs a driver's phone to download: the JavaScript and CSS of the sign-in page, the driver's own
 * dashboard (/me) and the assessment player, each on a first visit (a fresh browser context, so nothing is cached).
 *
 * Starts nothing: point it at a running server (`npm start`, or `npx tsx apps/server/src/main.ts`) that seeded the
 * demo content, with the administrator's credentials to set up a driver:
 *
 *   WIRE_URL=http://127.0.0.1:3000 WIRE_ADMIN_EMAIL=... WIRE_ADMIN_PASSWORD=... npx tsx bench/web-wire-size.ts
 *
 * "wire" is what the browser counted (body as sent plus response headers, so it shows the server's compression
 * when there is one); "raw", "gzip" and "brotli" are the bodies as files and compressed here at the levels a static
 * file server would use, an estimate of the wire size for a server that compresses.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright';

const baseURL = process.env.WIRE_URL ?? 'http://127.0.0.1:3000';
const admin = { email: process.env.WIRE_ADMIN_EMAIL ?? '', password: process.env.WIRE_ADMIN_PASSWORD ?? '' };
const CSRF = { 'x-roadmark-csrf': '1' };
/** The seeded demo assessment (apps/server/src/modules/seed/demo-ids.ts). */
const DEMO_ASSESSMENT_ID = '7a1f0000-0000-4000-8000-00000000de01';
const DRIVER_ROLE_GROUP_ID = '7a1f0000-0000-4000-8000-000000000001';

interface Asset {
  url: string;
  kind: 'js' | 'css';
  wire: number;
  raw: number;
  gzip: number;
  brotli: number;
}

async function graphql<T>(context: BrowserContext, query: string, variables: object): Promise<T> {
  const response = await context.request.post(`${baseURL}/graphql`, { headers: CSRF, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A PIN driver of a new subscription with the demo assessment licensed and assigned; answers the PIN. */
async function setUpDriver(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const login = await context.request.post(`${baseURL}/api/account/login`, { headers: CSRF, data: admin });
  if (!login.ok()) throw new Error(`The administrator could not sign in: ${login.status()} ${await login.text()}`);
  const { createSubscription } = await graphql<{ createSubscription: { id: string } }>(
    context,
    'mutation ($model: SubscriptionInput!) { createSubscription(model: $model) { id } }',
    { model: { companyName: `Wire size ${Date.now()}`, subscriptionType: 'Subscription' } },
  );
  const subscriptionId = createSubscription.id;
  const invited = await context.request.post(`${baseURL}/api/account/invite`, {
    headers: CSRF,
    data: {
      user: { email: '', firstName: 'Wire', lastName: 'Driver', roleGroupId: DRIVER_ROLE_GROUP_ID, subscriptionId },
      sendEmail: false,
    },
  });
  if (!invited.ok()) throw new Error(`The invite failed: ${await invited.text()}`);
  const { userId, uniqueDriverPin } = (await invited.json()) as { userId: string; uniqueDriverPin: string };
  await graphql(
    context,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: DEMO_ASSESSMENT_ID, maxRestarts: 5 } },
  );
  await graphql(
    context,
    'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
    { model: { userId, assessmentId: DEMO_ASSESSMENT_ID } },
  );
  await context.close();
  return uniqueDriverPin;
}

/** Records every script and stylesheet the page downloads, until `settle` says the page is there. */
async function measure(page: Page, settle: () => Promise<void>): Promise<Asset[]> {
  const pending: Promise<Asset | null>[] = [];
  const record = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        };
      })(),
    );
  };
  page.on('response', record);
  await settle();
  // Lazy chunks a page asks for after its first paint (a chart, a language's texts) count too.
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
}

function summarise(name: string, assets: Asset[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  for (const kind of ['js', 'css'] as const) {
    const of = assets.filter((a) => a.kind === kind);
    const sum = (key: keyof Omit<Asset, 'url' | 'kind'>) => of.reduce((total, a) => total + a[key], 0);
    console.log(
      `${name.padEnd(10)} ${kind.padEnd(3)} ${String(of.length).padStart(3)} files  wire ${kb(sum('wire')).padStart(8)}` +
        `  raw ${kb(sum('raw')).padStart(8)}  gzip ${kb(sum('gzip')).padStart(7)}  brotli ${kb(sum('brotli')).padStart(7)}`,
    );
  }
  if (process.env.WIRE_VERBOSE) {
    for (const a of [...assets].sort((x, y) => y.raw - x.raw)) console.log(`    ${kb(a.raw).padStart(8)}  ${a.url}`);
  }
}

/** A fresh context (empty cache) that carries only the given cookies, so each page is a first visit. */
async function freshPage(browser: Browser, cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', serviceWorkers: 'block' });
  await context.addCookies(cookies);
  return { context, page: await context.newPage() };
}

async function main() {
  if (!admin.email || !admin.password) throw new Error('Set WIRE_ADMIN_EMAIL and WIRE_ADMIN_PASSWORD');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const pin = await setUpDriver(browser);

    const signIn = await freshPage(browser);
    const signInAssets = await measure(signIn.page, async () => {
      await signIn.page.goto('/account/login');
      await signIn.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    });
    await signIn.page.getByRole('textbox', { name: 'Email or PIN' }).fill(pin);
    await signIn.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.page.waitForURL(/\/me$/, { timeout: 30_000 });
    const cookies = await signIn.context.cookies();
    await signIn.context.close();

    const me = await freshPage(browser, cookies);
    const meAssets = await measure(me.page, async () => {
      await me.page.goto('/me');
      await me.page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    });
    await me.context.close();

    const start = await freshPage(browser, cookies);
    await start.page.goto(`/assessment/start/${DEMO_ASSESSMENT_ID}`);
    await start.page.waitForURL(/\/assessment\/launch\//, { timeout: 30_000 });
    const playerPath = new URL(start.page.url()).pathname;
    await start.context.close();

    const player = await freshPage(browser, cookies);
    const playerAssets = await measure(player.page, async () => {
      await player.page.goto(playerPath);
      await player.page.getByText(/^Screen 1 of \d+$/).waitFor({ timeout: 30_000 });
    });
    await player.context.close();

    console.log(`First visit, ${baseURL}; KB = 1024 bytes`);
    summarise('sign-in', signInAssets);
    summarise('/me', meAssets);
    summarise('player', playerAssets);
  } finally {
    await browser.close();
  }
}

await main();
