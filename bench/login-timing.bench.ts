import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { BENCH_ADMIN, type BenchApp, type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { type BenchCase, type CaseResult, measureSideBySide } from './support/measure.ts';
import { formatReport } from './support/report.ts';

const WARMUP_ROUNDS = 5;
const ROUNDS = 40;
/** The bar: an unknown email and a wrong password must take the same time, within this fraction. */
const TOLERANCE = 0.1;
/** High enough that about 150 sign-ins from one address within a minute are never refused by the rate limit. */
const CONFIG_OVERRIDES = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };

const UNKNOWN_EMAIL = 'nobody-here@roadmark.test';
/** As long as the right password, so the password's length cannot make a difference. */
const WRONG_PASSWORD = 'Bench-wrong-1';

interface Credentials {
  email: string;
  password: string;
}

interface Expected {
  status: number;
  /** The problem-details `detail` of a refusal (the account messages), checked by the sanity checks. */
  detail?: string;
}

interface LoginCase {
  key: string;
  label: string;
  credentials: Credentials;
  expected: Expected;
}

const LOGIN_CASES: readonly LoginCase[] = [
  {
    key: 'a',
    label: 'unknown email',
    credentials: { email: UNKNOWN_EMAIL, password: WRONG_PASSWORD },
    expected: { status: 401, detail: 'This email does not have an account here.' },
  },
  {
    key: 'b',
    label: 'known email, wrong password',
    credentials: { email: BENCH_ADMIN.email, password: WRONG_PASSWORD },
    expected: { status: 401, detail: 'Invalid password' },
  },
  {
    key: 'c',
    label: 'known email, right password (reference)',
    credentials: { ...BENCH_ADMIN },
    expected: { status: 200 },
  },
];

/** One sign-in through the whole HTTP stack (rate limit, CSRF check, validation, lookup, Argon2id), as the web app does. */
function postLogin(app: BenchApp, credentials: Credentials) {
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
    payload: credentials,
  });
}

/**
 * Each run also checks the status code (a cheap comparison), so a lockout or a rate-limit refusal during the
 * measured rounds stops the run instead of timing the wrong path.
 */
function buildCases(app: BenchApp): BenchCase[] {
  return LOGIN_CASES.map(({ key, label, credentials, expected }) => ({
    key,
    label,
    run: async () => {
      const response = await postLogin(app, credentials);
      if (response.statusCode !== expected.status) {
        throw new Error(`${key}: expected ${expected.status}, got ${response.statusCode}: ${response.body}`);
      }
      return response.body;
    },
  }));
}

/** Clears the known user's failed sign-ins so case b never locks the account (run outside the timed region). */
async function resetFailures(db: Database): Promise<void> {
  await db.execute(
    sql`update users set access_failed_count = 0, lockout_end = null where normalized_email = ${BENCH_ADMIN.email}`,
  );
}

/** Each case's answer must be right before its time means anything; returns the problems found. */
async function sanityProblems(app: BenchApp, db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const { key, credentials, expected } of LOGIN_CASES) {
    await resetFailures(db);
    const response = await postLogin(app, credentials);
    if (response.statusCode !== expected.status) {
      problems.push(`${key}: expected status ${expected.status}, got ${response.statusCode}: ${response.body}`);
      continue;
    }
    if (expected.detail !== undefined) {
      const detail = (response.json() as { detail?: unknown }).detail;
      if (detail !== expected.detail) {
        problems.push(`${key}: expected "${expected.detail}", got ${JSON.stringify(detail)}`);
      }
    } else if ((response.json() as { succeeded?: unknown }).succeeded !== true) {
      problems.push(`${key}: expected a completed sign-in, got ${response.body}`);
    }
  }
  return problems;
}

function verdict(results: readonly CaseResult[]): string {
  const byKey = new Map(results.map((r) => [r.key, r]));
  const unknown = byKey.get('a')!;
  const wrong = byKey.get('b')!;
  const ratio = wrong.medianMs / unknown.medianMs;
  const within = Math.abs(ratio - 1) <= TOLERANCE;
  return [
    `median(b)/median(a) = ${ratio.toFixed(3)} (mean(b)/mean(a) = ${(wrong.meanMs / unknown.meanMs).toFixed(3)})`,
    `unknown email vs wrong password, within ${TOLERANCE * 100}%: ${within ? 'yes' : 'no'}` +
      ' (informational; the benchmark never fails on timing)',
  ].join('\n');
}

async function benchLoginTiming(): Promise<boolean> {
  const database = await openBenchDatabase();
  let signedIn: SignedInApp | undefined;
  try {
    console.log(`Database: ${database.description}`);
    signedIn = await startSignedInApp(database.handle, CONFIG_OVERRIDES);
    const { app } = signedIn;
    const db = database.handle.db;

    const problems = await sanityProblems(app, db);
    if (problems.length > 0) {
      console.error(`Sanity checks failed:\n  ${problems.join('\n  ')}`);
      return false;
    }
    const results = await measureSideBySide(buildCases(app), {
      warmupRounds: WARMUP_ROUNDS,
      rounds: ROUNDS,
      beforeRound: () => resetFailures(db),
    });
    console.log(`\n${WARMUP_ROUNDS} warm-up rounds, then ${ROUNDS} measured rounds, cases interleaved`);
    console.log("(the known user's failure counter is reset before every round, outside the timed region)\n");
    console.log(
      formatReport(
        results,
        [
          { numerator: 'b', denominator: 'a', label: 'wrong password vs unknown email (required: within 10%)' },
          { numerator: 'c', denominator: 'a', label: 'right password vs unknown email (reference)' },
        ],
        { median: true, ratioOf: 'median' },
      ),
    );
    console.log(`\n${verdict(results)}`);
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  } finally {
    await signedIn?.app.close();
    await database.close();
  }
}

process.exitCode = (await benchLoginTiming()) ? 0 : 1;
