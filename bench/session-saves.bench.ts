import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import { CSRF_HEADER } from '../apps/server/src/platform/http/csrf.ts';
import {
  type BenchDriver,
  insertDrivers,
  insertSessionContent,
  type SessionContent,
} from './generators/session-content.ts';
import { type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { loadAverages, positiveInt } from './support/bench-settings.ts';
import { startCpuProfile, summariseCpuProfile } from './support/cpu-profile.ts';
import { LoadGenerator, measureLoadSideBySide } from './support/load-generator.ts';
import { mean } from './support/measure.ts';
import { type DriverRun, drive, OPERATIONS, type Operation, type Phase } from './support/session-driver.ts';
import type { PhaseRequest, PhaseResult } from './support/session-driver-worker.ts';
import { verifyStored } from './support/session-saves-check.ts';
import {
  capacityVerdict,
  cpuReading,
  describeCpu,
  latencyTable,
  pacedVerdict,
  steadySaveRate,
  timeline,
} from './support/session-saves-report.ts';
import { countStatements, type StatementCounter } from './support/statement-counter.ts';
import { askWorker, startTsWorker, stopWorker } from './support/ts-worker.ts';

const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
/** A whole depot at the start of a shift on PostgreSQL; PGlite has one connection, so everything queues and 50 say as much. */
const DRIVERS = positiveInt(process.env.BENCH_SESSION_DRIVERS) ?? (ON_POSTGRES ? 200 : 50);
/** The server's own default (DATABASE_POOL_SIZE), not the 4 the other benchmarks use. */
const POOL_SIZE = positiveInt(process.env.BENCH_POOL_SIZE) ?? 10;

/**
 * Paced: a page takes a driver 4–12 s (a real question page shows a video or an image for longer still), so the
 * server sees a steady load of about DRIVERS / 8 saves a second, and the latency is what a driver would notice.
 * The starts spread over one average page.
 */
const PACED: Phase = {
  name: 'paced',
  description: 'each page 4-12 s, starts spread over 8 s',
  staggerMs: 8000 / DRIVERS,
  thinkMs: [4000, 12000],
};
/**
 * Flat out: every driver sends its next save as soon as the last one is answered (after 0–20 ms, to desynchronise
 * them), so about DRIVERS requests are always waiting. This measures the capacity (saves a second) and the latency
 * of a saturated server, which is mostly queueing: Little's law gives latency ≈ drivers / throughput.
 */
const FLAT_OUT: Phase = {
  name: 'flat out',
  description: 'no pause between pages (0-20 ms), starts 5 ms apart',
  staggerMs: 5,
  thinkMs: [0, 20],
};
/** Every driver comes from 127.0.0.1, so the per-address GraphQL budget (6,000 root fields a minute) is raised. */
const CONFIG_OVERRIDES = { GRAPHQL_FIELDS_PER_MINUTE: '10000000' };

/** Which phases run (BENCH_PHASES=flat for a quick look at capacity): paced, flat, or both. */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'paced,flat').split(','));
/** A file to write a CPU profile of the app's thread to, over the flat-out phase; a summary is printed too. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
/**
 * The yardstick for capacity: the same drivers flat out with a signed-in `{ __typename }` (the same stack, session
 * lookup, budget and GraphQL, no work), in rounds of this length just before and just after the flat-out phase,
 * each after one untimed round (the connections open, the path warm).
 */
const NO_OP_ROUND_MS = 2000;
const NO_OP_ROUNDS = 3;

/** One phase in the drivers' thread: its drivers all at once; prints the latency table and the throughput. */
async function runPhase(worker: Worker, request: PhaseRequest): Promise<PhaseResult> {
  console.log(`\n--- ${request.phase.name}: ${request.drivers.length} drivers at once, ${request.phase.description}`);
  console.log(`load average before: ${loadAverages()}`);
  const result = await askWorker<PhaseResult>(worker, { phase: request });
  console.log(`load average after:  ${loadAverages()}\n`);
  console.log(latencyTable(result.samples.durations));
  const { runs, seconds } = result;
  const saves = runs.reduce((sum, run) => sum + run.saves + run.resends, 0);
  const requests = result.samples.operations.length;
  const responses = runs.reduce((sum, run) => sum + run.sent.length + run.resentResponses, 0);
  console.log(
    `\nWall time ${seconds.toFixed(1)} s: ${(saves / seconds).toFixed(1)} saves/s, ` +
      `${(requests / seconds).toFixed(1)} requests/s, ${(responses / seconds).toFixed(1)} responses/s`,
  );
  console.log(timeline(result.samples));
  return result;
}

/** The no-op yardstick: every driver flat out with a signed-in `{ __typename }` from the load generator's thread. */
function measureNoOp(generator: LoadGenerator, baseUrl: string, drivers: readonly BenchDriver[]) {
  return measureLoadSideBySide(
    generator,
    [
      {
        key: 'n',
        label: 'signed-in { __typename }',
        origins: [baseUrl],
        requests: drivers.map((driver) => ({
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: driver.cookie },
          body: JSON.stringify({ query: '{ __typename }' }),
          expect: { status: 200, exact: '{"data":{"__typename":"Query"}}' },
        })),
      },
    ],
    { clients: drivers.length, durationMs: NO_OP_ROUND_MS, warmupRounds: 1, rounds: NO_OP_ROUNDS },
  ).then(([result]) => result!);
}

/** Statements each operation sends: one more driver takes the assessment alone while the statements are counted. */
async function statementsPerOperation(
  baseUrl: string,
  content: SessionContent,
  driver: BenchDriver,
  driverIndex: number,
  counter: StatementCounter,
): Promise<{ run: DriverRun; report: string }> {
  const counts = new Map<Operation, { requests: number; statements: Map<string, number> }>();
  let current: Operation | null = null;
  const run = await drive(
    baseUrl,
    content,
    driver,
    driverIndex,
    { ...FLAT_OUT, staggerMs: 0, slot: 0 },
    {
      starting(operation) {
        counter.reset();
        current = operation;
      },
      record(operation) {
        if (operation !== current) return;
        const entry = counts.get(operation) ?? { requests: 0, statements: new Map<string, number>() };
        entry.requests++;
        for (const [statement, count] of counter.counts()) {
          entry.statements.set(statement, (entry.statements.get(statement) ?? 0) + count);
        }
        counts.set(operation, entry);
      },
    },
  );
  const lines = OPERATIONS.flatMap((operation) => {
    const entry = counts.get(operation);
    if (!entry) return [];
    const total = [...entry.statements.values()].reduce((sum, count) => sum + count, 0);
    const kinds = [...entry.statements.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([statement, count]) => `${+(count / entry.requests).toFixed(2)} × ${statement}`)
      .join('; ');
    return [`  ${operation}: ${(total / entry.requests).toFixed(1)} per request (${kinds})`];
  });
  return { run, report: lines.join('\n') };
}

async function benchSessionSaves(): Promise<boolean> {
  const database = await openBenchDatabase(process.env, { poolSize: POOL_SIZE });
  let signedIn: SignedInApp | undefined;
  const drivers = startTsWorker(new URL('./support/session-driver-worker.ts', import.meta.url));
  const generator = new LoadGenerator();
  try {
    const pool = database.handle.kind === 'postgres' ? `pool of ${POOL_SIZE} connections` : 'one connection';
    console.log(`Database: ${database.description}, ${pool}`);
    signedIn = await startSignedInApp(database.handle, CONFIG_OVERRIDES);
    const { app } = signedIn;
    const db = database.handle.db;
    const counter = countStatements(database.handle);

    const seeding = performance.now();
    const content = await insertSessionContent(db);
    // A warm-up driver, a driver whose statements are counted, then a group per phase.
    const people = await insertDrivers(db, {
      subscriptionId: content.subscriptionId,
      assessmentId: content.assessmentId,
      count: 2 + 2 * DRIVERS,
    });
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(
      `Seeded an assessment of ${content.items.length} items and ${people.length} assigned drivers in ${seeded} s`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(
      `The drivers talk to ${baseUrl} (the app in this process, real HTTP over loopback) from a thread of their own`,
    );
    const phase = (phase: Phase, firstIndex: number): PhaseRequest => ({
      baseUrl,
      content,
      drivers: people.slice(firstIndex, firstIndex + DRIVERS),
      firstIndex,
      phase,
    });
    // Untimed: so the first requests' compilation and caches land in no table.
    const warmUp = await askWorker<PhaseResult>(drivers, {
      phase: { ...phase(FLAT_OUT, 0), drivers: people.slice(0, 1) },
    });
    const counted = await statementsPerOperation(baseUrl, content, people[1]!, 1, counter);
    counter.pause();
    console.log(`\nSQL statements per operation (one driver alone, ${database.handle.kind}):\n${counted.report}`);

    const paced = PHASES.has('paced') ? await runPhase(drivers, phase(PACED, 2)) : null;
    if (paced) console.log(`Goals with ${DRIVERS} drivers starting within 8 s: ${pacedVerdict(paced.samples)}`);

    const flatOutDrivers = people.slice(2 + DRIVERS);
    const noOpBefore = await measureNoOp(generator, baseUrl, flatOutDrivers);
    const profiler = CPU_PROFILE ? await startCpuProfile() : null;
    const cpuBefore = await cpuReading(database.handle);
    const flatOut = await runPhase(drivers, phase(FLAT_OUT, 2 + DRIVERS));
    const cpu = describeCpu(cpuBefore, await cpuReading(database.handle), flatOut);
    const profile = await profiler?.stop(CPU_PROFILE!);
    const noOpAfter = await measureNoOp(generator, baseUrl, flatOutDrivers);
    console.log(cpu);
    console.log(`\n${capacityVerdict(steadySaveRate(flatOut.samples), noOpBefore, noOpAfter)}`);
    if (profile) console.log(`\nCPU profile of the app's thread (${CPU_PROFILE}):\n${summariseCpuProfile(profile)}`);

    const runs = [...warmUp.runs, counted.run, ...(paced?.runs ?? []), ...flatOut.runs];
    const stored = await verifyStored(db, content, runs);
    const sum = (count: (run: DriverRun) => number) => runs.reduce((total, run) => total + count(run), 0);
    const number = (value: number) => value.toLocaleString('en-GB');
    const totals = stored.totals;
    console.log(`\n--- What the database holds (all ${runs.length} sessions: warm-up, counted, paced, flat out)`);
    console.log(
      `Sent: ${number(stored.distinctSent)} distinct responses in ${number(sum((run) => run.saves))} page saves, ` +
        `plus ${sum((run) => run.resends)} re-sends carrying ${sum((run) => run.resentResponses)} of them again`,
    );
    console.log(
      `Persisted: ${number(stored.stored)} response events for ${number(stored.distinctSent)} distinct sent ` +
        `(${stored.stored === stored.distinctSent ? 'equal' : 'NOT equal'}); ${stored.archived} replaced answers archived; ` +
        `${stored.failureRecords} max-clicks failure records (expected ${stored.expectedFailureRecords}), counted apart`,
    );
    console.log(
      `Sessions: ${stored.finished} of ${stored.sessions} finished; total equal to the domain scoring engine's: ` +
        `${stored.totalsMatched} of ${runs.length}` +
        (totals.length > 0
          ? ` (totals ${Math.min(...totals)}-${Math.max(...totals)}, mean ${mean(totals).toFixed(1)})`
          : ''),
    );

    const problems = [
      ...runs.flatMap((run) => run.problems),
      ...stored.problems,
      ...[noOpBefore, noOpAfter].flatMap((result) => result.problems),
    ];
    if (problems.length > 0) {
      console.error(`\nSanity checks failed (${problems.length}):\n  ${problems.slice(0, 20).join('\n  ')}`);
      return false;
    }
    console.log('\nSanity checks: all passed');
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return false;
  } finally {
    await stopWorker(drivers);
    await generator.close();
    await signedIn?.app.close();
    await database.close();
  }
}

process.exitCode = (await benchSessionSaves()) ? 0 : 1;
