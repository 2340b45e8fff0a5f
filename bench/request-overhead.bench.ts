import type { AddressInfo } from 'node:net';
import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { CSRF_HEADER } from '../apps/server/src/platform/http/csrf.ts';
import { type BenchDriver, insertDrivers, insertSessionContent } from './generators/session-content.ts';
import { type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { loadAverages, positiveInt } from './support/bench-settings.ts';
import { startCpuProfile, summariseCpuProfile } from './support/cpu-profile.ts';
import {
  formatLoadReport,
  type LoadCase,
  type LoadCaseResult,
  LoadGenerator,
  type LoadRequest,
  measureLoadSideBySide,
  medianRoundRatio,
} from './support/load-generator.ts';
import { countStatements, type StatementCounter } from './support/statement-counter.ts';

/** A depot's drivers starting their shift together; BENCH_CLIENTS changes it. */
const CLIENTS = positiveInt(process.env.BENCH_CLIENTS) ?? 24;
/** How long each case runs flat out in each round. */
const CASE_MS = positiveInt(process.env.BENCH_CASE_MS) ?? 1000;
const WARMUP_ROUNDS = 1;
const ROUNDS = positiveInt(process.env.BENCH_ROUNDS) ?? 12;
/** Only these cases (keys, comma-separated), for a CPU profile of one path: BENCH_ONLY=c. */
const ONLY = process.env.BENCH_ONLY?.split(',');
/** A file to write a CPU profile of the app's thread to, over the measured rounds; a summary is printed too. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
/** Requests of each case sent one at a time while the SQL statements are counted. */
const COUNTED_REQUESTS = 100;
/** The server's own default (DATABASE_POOL_SIZE), as in production. */
const POOL_SIZE = 10;
/**
 * Every client comes from 127.0.0.1, so the per-address GraphQL budget is raised out of the way; it still counts
 * every request, so what counting costs is in the numbers.
 */
const CONFIG_OVERRIDES = { GRAPHQL_FIELDS_PER_MINUTE: '100000000' };
/** The bar: a signed-in no-op GraphQL request at a quarter of /healthz's throughput or better. */
const TARGET_RATIO = 0.25;

const TYPENAME = JSON.stringify({ query: '{ __typename }' });
const TYPENAME_ANSWER = '{"data":{"__typename":"Query"}}';
/** The fields the web app's shell asks for on every page, less the ones that need their own lookups. */
const VIEWER = JSON.stringify({
  query:
    'query Viewer { viewer { id email firstName lastName roleGroup roles emulatedSubscriptionId subscription { id companyName subscriptionType } } }',
});

const graphqlHeaders = (cookie?: string): Record<string, string> => ({
  'content-type': 'application/json',
  [CSRF_HEADER]: '1',
  ...(cookie ? { cookie } : {}),
});

function loadCases(origin: string, drivers: readonly BenchDriver[]): LoadCase[] {
  const everyDriver = (request: (driver: BenchDriver) => LoadRequest) => drivers.map(request);
  return [
    {
      key: 'a',
      label: 'GET /healthz',
      origins: [origin],
      requests: [{ method: 'GET', path: '/healthz', headers: {}, expect: { status: 200, exact: '{"status":"ok"}' } }],
    },
    {
      key: 'b',
      label: 'signed out { __typename }',
      origins: [origin],
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: graphqlHeaders(),
          body: TYPENAME,
          expect: { status: 200, exact: TYPENAME_ANSWER },
        },
      ],
    },
    {
      key: 'c',
      label: 'signed in { __typename }',
      origins: [origin],
      requests: everyDriver((driver) => ({
        method: 'POST',
        path: '/graphql',
        headers: graphqlHeaders(driver.cookie),
        body: TYPENAME,
        expect: { status: 200, exact: TYPENAME_ANSWER },
      })),
    },
    {
      key: 'd',
      label: 'signed in Viewer (small query)',
      origins: [origin],
      requests: everyDriver((driver) => ({
        method: 'POST',
        path: '/graphql',
        headers: graphqlHeaders(driver.cookie),
        body: VIEWER,
        expect: { status: 200, contains: [`"viewer":{"id":"${driver.userId}"`] },
      })),
    },
  ];
}

/** Statements per request in all, then each kind's share, most frequent first. */
function describeStatements(counts: ReadonlyMap<string, number>, requests: number, withTotal = true): string {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const kinds = [...counts.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([statement, count]) => `${(count / requests).toFixed(count / requests < 0.01 ? 4 : 2)} × ${statement}`)
    .join('; ');
  const detail = kinds || 'none';
  return withTotal ? `${(total / requests).toFixed(4)} (${detail})` : detail;
}

/** Statements per request of each case (and of staff emulating a customer), sent one at a time through inject. */
async function statementsPerRequest(
  signedIn: SignedInApp,
  counter: StatementCounter,
  cases: readonly LoadCase[],
  emulatedSubscriptionId: string,
) {
  const emulating: LoadCase = {
    key: 'e',
    label: 'staff emulating a customer, Viewer',
    origins: [],
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { ...graphqlHeaders(signedIn.cookie), [EMULATION_HEADER]: emulatedSubscriptionId },
        body: VIEWER,
        expect: { status: 200, contains: [`"emulatedSubscriptionId":"${emulatedSubscriptionId}"`] },
      },
    ],
  };
  const rows: { key: string; label: string; perRequest: number; statements: string }[] = [];
  const problems: string[] = [];
  for (const loadCase of [...cases, emulating]) {
    counter.reset();
    for (let n = 0; n < COUNTED_REQUESTS; n++) {
      const request = loadCase.requests[n % loadCase.requests.length]!;
      const response = await signedIn.app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        ...(request.body ? { payload: request.body } : {}),
      });
      const expected = request.expect;
      const wrong =
        response.statusCode !== expected.status ||
        (expected.exact !== undefined && response.body !== expected.exact) ||
        (expected.contains ?? []).some((part) => !response.body.includes(part));
      if (wrong && problems.length < 5) problems.push(`${loadCase.key}: answered ${response.body.slice(0, 200)}`);
    }
    rows.push({
      key: loadCase.key,
      label: loadCase.label,
      perRequest: counter.total() / COUNTED_REQUESTS,
      statements: describeStatements(counter.counts(), COUNTED_REQUESTS, false),
    });
  }
  return { rows, problems };
}

function verdict(results: readonly LoadCaseResult[]): string {
  const healthz = results.find((result) => result.key === 'a');
  const signedIn = results.find((result) => result.key === 'c');
  if (!healthz || !signedIn) return 'No verdict: cases a and c did not both run';
  const ratio = signedIn.perSecond / healthz.perSecond;
  const ofRounds = medianRoundRatio(results, 'c', 'a');
  const met = Math.min(ratio, ofRounds) >= TARGET_RATIO ? 'yes' : 'no';
  return (
    `Signed-in { __typename } at ${ratio.toFixed(3)}x of /healthz (median of the rounds ${ofRounds.toFixed(3)}x); ` +
    `at least ${TARGET_RATIO}x by both: ${met} (informational)`
  );
}

async function benchRequestOverhead(): Promise<boolean> {
  const database = await openBenchDatabase(process.env, { poolSize: POOL_SIZE });
  let signedIn: SignedInApp | undefined;
  const generator = new LoadGenerator();
  try {
    const pool = database.handle.kind === 'postgres' ? `pool of ${POOL_SIZE} connections` : 'one connection';
    console.log(`Database: ${database.description}, ${pool}`);
    signedIn = await startSignedInApp(database.handle, CONFIG_OVERRIDES);
    const content = await insertSessionContent(database.handle.db);
    const drivers = await insertDrivers(database.handle.db, {
      subscriptionId: content.subscriptionId,
      assessmentId: content.assessmentId,
      count: CLIENTS,
    });
    const counter = countStatements(database.handle);

    await signedIn.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(signedIn.app.server.address() as AddressInfo).port}`;
    const cases = loadCases(origin, drivers).filter((loadCase) => !ONLY || ONLY.includes(loadCase.key));
    console.log(
      `${CLIENTS} clients flat out, each on its own keep-alive connection from a load-generator thread, against the ` +
        `app in this process at ${origin}; each case ${CASE_MS} ms a round, ${WARMUP_ROUNDS} warm-up + ${ROUNDS} ` +
        `measured rounds, cases interleaved. Signed-in clients are ${CLIENTS} drivers, one session each.`,
    );
    console.log(`load average before: ${loadAverages()}`);
    const profiler = CPU_PROFILE ? await startCpuProfile() : null;
    // Statements sent while each case ran flat out: cache misses, renewals and budget reservations show here.
    const underLoad = new Map<string, Map<string, number>>();
    const results = await measureLoadSideBySide(generator, cases, {
      clients: CLIENTS,
      durationMs: CASE_MS,
      warmupRounds: WARMUP_ROUNDS,
      rounds: ROUNDS,
      onCaseRun: (key, phase) => {
        if (phase === 'before') return counter.reset();
        const counts = underLoad.get(key) ?? new Map<string, number>();
        for (const [statement, count] of counter.counts()) counts.set(statement, (counts.get(statement) ?? 0) + count);
        underLoad.set(key, counts);
      },
    });
    const profile = await profiler?.stop(CPU_PROFILE!);
    console.log(`load average after:  ${loadAverages()}\n`);
    console.log(formatLoadReport(results, results[0]!.key));
    console.log(`\n${verdict(results)}`);

    if (profile) console.log(`\nCPU profile of the app's thread (${CPU_PROFILE}):\n${summariseCpuProfile(profile)}`);

    console.log('\nSQL statements per request while under load (measured rounds):');
    for (const result of results) {
      console.log(
        `  ${result.key}. ${result.label}: ${describeStatements(underLoad.get(result.key)!, result.requests)}`,
      );
    }
    const statements = await statementsPerRequest(signedIn, counter, cases, content.subscriptionId);
    console.log(`\nSQL statements per request (${COUNTED_REQUESTS} requests of each case, one at a time):`);
    for (const row of statements.rows) {
      console.log(`  ${row.key}. ${row.label}: ${row.perRequest.toFixed(2)} (${row.statements})`);
    }

    const problems = [
      ...results.flatMap((result) =>
        result.wrong > 0 ? [`${result.key}: ${result.wrong} wrong answers (${result.problems.join(' | ')})`] : [],
      ),
      ...results.flatMap((result) => (result.requests > 0 ? [] : [`${result.key}: no request answered`])),
      ...statements.problems,
    ];
    if (problems.length > 0) {
      console.error(`\nSanity checks failed:\n  ${problems.join('\n  ')}`);
      return false;
    }
    console.log('\nSanity checks: all passed (every answer had the expected status and body)');
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return false;
  } finally {
    await generator.close();
    await signedIn?.app.close();
    await database.close();
  }
}

process.exitCode = (await benchRequestOverhead()) ? 0 : 1;
