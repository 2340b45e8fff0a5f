import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN, ADMIN_STATE_PATH } from './support/admin.ts';
import { identityProvider } from './support/identity-provider.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const idp = identityProvider(port);

// `npm test` builds the web app before the e2e run; building here would hide a stale or broken build.
if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  throw new Error('apps/web/dist/index.html is missing: build the web app first with `npm run build`.');
}

/*
 * Every run starts from an empty embedded database. The config is evaluated again in each worker process; the
 * workers inherit this variable, so only the runner creates the directory, and removes it when it exits (after
 * Playwright has stopped the server).
 */
function runDataDir(): string {
  const inherited = process.env.ROADMARK_E2E_DATA_DIR;
  if (inherited) return inherited;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-e2e-'));
  process.env.ROADMARK_E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}
const dataDir = runDataDir();

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.(spec|setup)\.ts$/,
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Each test uses its own uniquely named records, so two workers can share the one server and database.
  workers: 2,
  reporter: [['list']],
  // Most tests are journeys over several pages, each scanned for accessibility, often with the mailbox in a second
  // browser context. A busy 2-core CI machine running two workers takes two to three times as long as a quiet one
  // (up to 40 s for a journey of 15), and several seconds to boot the app on a full page load. Longer journeys set
  // their own limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The app starts in the browser's language: the tests read British English, the default, unless they say
    // otherwise (language.spec.ts opens browsers in other languages).
    locale: 'en-GB',
    // The built app registers a service worker; its cached shell is under test in offline-shell.spec.ts only, which
    // allows it, so no other test depends on what an earlier page load left in the cache.
    serviceWorkers: 'block',
    // Recording a trace costs every test time; CI records the retry of a failed test, which is what one debugs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts$/ },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts$/,
      dependencies: ['setup'],
      use: { storageState: ADMIN_STATE_PATH },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/identity-provider-main.ts',
      cwd: repoRoot,
      url: `${idp.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { IDP_PORT: String(idp.port), IDP_REDIRECT_URI: `${baseURL}/api/account/externalLoginCallback` },
    },
    {
      command: 'npx tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The suite signs in more often than a person would; the per-minute limit is not under test here.
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        // The account flows register, resend and reset many times a minute from one address.
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
        // pin-and-lockout.spec.ts guesses PINs past this platform-wide threshold to see the sign-in page prove its
        // work; a light challenge keeps every later PIN sign-in of the run quick.
        PIN_SIGN_IN_FAILURES_PER_HOUR: '30',
        PIN_CHALLENGE_COST: '20',
        // No SMTP_URL, so emails land in the mailbox; a short poll gets them there quickly for the account flows.
        OUTBOX_POLL_MS: '200',
        // The study participant test's results post goes to a receiver of its own on loopback, which the guarded
        // outbound client refuses unless allowed.
        OUTBOUND_ALLOWLIST: '127.0.0.1',
        // Webhook retries come after a second, not 30, so the retry test sees three attempts within a minute.
        OUTBOX_FIRST_RETRY_SECONDS: '1',
        PUBLIC_URL: baseURL,
        EXTERNAL_LOGIN_PROVIDERS: idp.providersEnv,
      },
    },
  ],
});
