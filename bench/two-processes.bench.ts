import { seedFoundation } from '../apps/server/src/modules/seed/seed-foundation.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { CSRF_HEADER } from '../apps/server/src/platform/http/csrf.ts';
import { type BenchDriver, insertDrivers, insertSessionContent } from './generators/session-content.ts';
import { BENCH_ADMIN } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { loadAverages, positiveInt } from './support/bench-settings.ts';
import { databaseBackendsCpu, databaseCpuBetween } from './support/database-cpu.ts';
import {
  formatLoadReport,
  type LoadCase,
  type LoadCaseResult,
  LoadGenerator,
  measureLoadSideBySide,
  medianRoundRatio,
} from './support/load-generator.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

/** A depot's drivers starting their shift together; BENCH_CLIENTS changes it. */
const CLIENTS = positiveInt(process.env.BENCH_CLIENTS) ?? 24;
const CASE_MS = positiveInt(process.env.BENCH_CASE_MS) ?? 1000;
const WARMUP_ROUNDS = 2;
const ROUNDS = positiveInt(process.env.BENCH_ROUNDS) ?? 12;
/** The server's own default per process (DATABASE_POOL_SIZE). */
const POOL_SIZE = 10;

/**
 * What every server process is started with: production, quiet, no demo content. Every client comes from
 * 127.0.0.1, so the per-address GraphQL budget is raised out of the way (it is still counted, in the database).
 */
const SERVER_ENV = {
  NODE_ENV: 'production',
  SECRETS_KEY: 'bench-secrets-key-of-enough-length-0123456789',
  LOG_LEVEL: 'warn',
  DATA_DIR: '/tmp/roadmark-bench-unused',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  SEED_DEMO_CONTENT: 'false',
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  GRAPHQL_FIELDS_PER_MINUTE: '100000000',
};

const TYPENAME = JSON.stringify({ query: '{ __typename }' });
const VIEWER = JSON.stringify({
  query: 'query Viewer { viewer { id email firstName lastName roleGroup roles subscription { id companyName } } }',
});

function cases(drivers: readonly BenchDriver[], one: string, two: string): LoadCase[] {
  const headers = (driver: BenchDriver) => ({
    'content-type': 'application/json',
    [CSRF_HEADER]: '1',
    cookie: driver.cookie,
  });
  const typename = drivers.map((driver) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: headers(driver),
    body: TYPENAME,
    expect: { status: 200, exact: '{"data":{"__typename":"Query"}}' },
  }));
  const viewer = drivers.map((driver) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: headers(driver),
    body: VIEWER,
    expect: { status: 200, contains: [`"viewer":{"id":"${driver.userId}"`] },
  }));
  return [
    { key: 'a', label: 'signed in { __typename }, one process', origins: [one], requests: typename },
    { key: 'b', label: 'signed in { __typename }, two processes', origins: [one, two], requests: typename },
    { key: 'c', label: 'signed in Viewer, one process', origins: [one], requests: viewer },
    { key: 'd', label: 'signed in Viewer, two processes', origins: [one, two], requests: viewer },
  ];
}

type Sides = { first: number; second: number; database: number; generator: number };
const SIDES = ['first', 'second', 'database', 'generator'] as const;

/**
 * CPU seconds each side used while a case ran: the two servers, the PostgreSQL backends serving the bench database
 * (the machine's other databases left out), and this process, which is the load generator's thread.
 */
class CpuShares {
  private readonly totals = new Map<string, Sides>();
  private started: { sides: Sides; backends: Map<number, number> } | undefined;

  constructor(
    private readonly servers: readonly [ServerProcess, ServerProcess],
    private readonly db: Database,
  ) {}

  private async now() {
    const own = process.cpuUsage();
    const backends = await databaseBackendsCpu(this.db);
    const sides = {
      first: this.servers[0].cpuSeconds(),
      second: this.servers[1].cpuSeconds(),
      database: 0,
      generator: (own.user + own.system) / 1e6,
    };
    return { sides, backends };
  }

  track = async (key: string, phase: 'before' | 'after') => {
    if (phase === 'before') {
      this.started = await this.now();
      return;
    }
    const now = await this.now();
    const total = this.totals.get(key) ?? { first: 0, second: 0, database: 0, generator: 0 };
    for (const side of ['first', 'second', 'generator'] as const)
      total[side] += now.sides[side] - this.started!.sides[side];
    total.database += databaseCpuBetween(this.started!.backends, now.backends);
    this.totals.set(key, total);
  };

  report(results: readonly LoadCaseResult[]): string {
    const lines = [
      'CPU by side: ms per request, and in brackets the share of one core it kept busy while the case ran; then the',
      "load generator's share of the CPU of all four:",
    ];
    for (const result of results) {
      const total = this.totals.get(result.key)!;
      const side = (key: keyof Sides) =>
        `${((total[key] * 1000) / result.requests).toFixed(3)} (${Math.round((total[key] / result.seconds) * 100)}%)`;
      const all = SIDES.reduce((sum, key) => sum + total[key], 0);
      lines.push(
        `  ${result.key}. server 1 ${side('first')}, server 2 ${side('second')}, PostgreSQL ${side('database')}, ` +
          `generator ${side('generator')}; generator ${Math.round((total.generator / all) * 100)}%`,
      );
    }
    return lines.join('\n');
  }
}

async function benchTwoProcesses(): Promise<boolean> {
  if (!process.env.BENCH_DATABASE_URL) {
    console.log('Skipped: two server processes share one PostgreSQL server; set BENCH_DATABASE_URL.');
    return true;
  }
  const database = await openBenchDatabase(process.env, { poolSize: 2 });
  const generator = new LoadGenerator();
  const servers: ServerProcess[] = [];
  try {
    const db = database.handle.db;
    await seedFoundation(db, {
      adminEmail: BENCH_ADMIN.email,
      adminPassword: BENCH_ADMIN.password,
      announceGeneratedPassword() {},
    });
    const content = await insertSessionContent(db);
    const drivers = await insertDrivers(db, {
      subscriptionId: content.subscriptionId,
      assessmentId: content.assessmentId,
      count: CLIENTS,
    });
    const env = { ...SERVER_ENV, DATABASE_URL: database.url! };
    // One after the other, as a deployment rolls them out: each migrates and seeds under the startup lock.
    servers.push(await startServerProcess(env), await startServerProcess(env));
    const [first, second] = servers as [ServerProcess, ServerProcess];
    console.log(`Database: ${database.description}; two server processes (main.ts, ${POOL_SIZE} connections each)`);
    console.log(
      `${CLIENTS} signed-in drivers flat out, one keep-alive connection each, from a load-generator thread in this ` +
        `process: all to ${first.origin}, or alternately split between it and ${second.origin}. Each case ` +
        `${CASE_MS} ms a round, ${WARMUP_ROUNDS} warm-up + ${ROUNDS} measured rounds, cases interleaved.`,
    );
    console.log(`load average before: ${loadAverages()}`);
    const cpu = new CpuShares([first, second], db);
    const results = await measureLoadSideBySide(generator, cases(drivers, first.origin, second.origin), {
      clients: CLIENTS,
      durationMs: CASE_MS,
      warmupRounds: WARMUP_ROUNDS,
      rounds: ROUNDS,
      onCaseRun: cpu.track,
    });
    console.log(`load average after:  ${loadAverages()}\n`);
    console.log(formatLoadReport(results, 'a'));
    const ratio = (top: string, bottom: string) => {
      const perSecond = (key: string) => results.find((result) => result.key === key)!.perSecond;
      const ofRounds = medianRoundRatio(results, top, bottom).toFixed(2);
      return `${(perSecond(top) / perSecond(bottom)).toFixed(2)}x (median of the rounds ${ofRounds}x)`;
    };
    console.log(`\nTwo processes / one: { __typename } ${ratio('b', 'a')}, Viewer ${ratio('d', 'c')}`);
    console.log(cpu.report(results));

    const problems = results.flatMap((result) =>
      result.wrong > 0 || result.requests === 0
        ? [`${result.key}: ${result.wrong} wrong answers of ${result.requests} (${result.problems.join(' | ')})`]
        : [],
    );
    if (problems.length > 0) {
      console.error(`\nSanity checks failed:\n  ${problems.join('\n  ')}`);
      return false;
    }
    console.log('\nSanity checks: all passed (every answer from either process had the expected status and body)');
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return false;
  } finally {
    await generator.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  }
}

process.exitCode = (await benchTwoProcesses()) ? 0 : 1;
