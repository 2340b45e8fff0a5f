import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import { isFailedMaximumClicksRecord } from '@roadmark/domain/scoring/maximum-clicks';
import { type SessionScoreResult, scoreSession } from '@roadmark/domain/scoring/score-session';
import { eq } from 'drizzle-orm';
import { assessmentSessions } from '../apps/server/src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../apps/server/src/modules/sessions/question-response-event.table.ts';
import type { Database, DatabaseHandle } from '../apps/server/src/platform/db/database.ts';
import { CSRF_HEADER } from '../apps/server/src/platform/http/csrf.ts';
import {
  type BenchDriver,
  insertDrivers,
  insertSessionContent,
  type SessionContent,
} from './generators/session-content.ts';
import { type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { startCpuProfile, summariseCpuProfile } from './support/cpu-profile.ts';
import { databaseBackendsCpu, databaseCpuBetween } from './support/database-cpu.ts';
import { type LoadCaseResult, LoadGenerator, measureLoadSideBySide } from './support/load-generator.ts';
import { mean, percentile } from './support/measure.ts';
import {
  type DriverRun,
  drive,
  OPERATIONS,
  type Operation,
  type Phase,
  type TimingSamples,
} from './support/session-driver.ts';
import type { PhaseRequest, PhaseResult } from './support/session-driver-worker.ts';
import { countStatements, type StatementCounter } from './support/statement-counter.ts';
import { askWorker, startTsWorker, stopWorker } from './support/ts-worker.ts';

const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
/** The issue asks for 200 on PostgreSQL; PGlite has one connection, so everything queues and a smaller run says as much. */
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

const TIMELINE_WINDOW_MS = 10_000;
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
/** The bar: a save's capacity at least a quarter of the no-op request's. */
const TARGET_RATIO = 0.25;

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

function expectedResult(content: SessionContent, run: DriverRun): SessionScoreResult {
  return scoreSession({
    assessment: content.assessment,
    presented: run.presented.map((item) => ({ assessmentItemId: item.assessmentItemId, question: item.question })),
    events: run.expected,
    adjustmentRules: [],
  });
}

/** What the database holds afterwards, compared with what the drivers sent; returns the problems and the counts. */
async function verifyStored(db: Database, content: SessionContent, runs: readonly DriverRun[]) {
  const problems: string[] = [];
  const rows = await db
    .select({
      id: questionResponseEvents.id,
      sessionId: questionResponseEvents.assessmentSessionId,
      archived: questionResponseEvents.archived,
      cancelEventDate: questionResponseEvents.cancelEventDate,
      textInput: questionResponseEvents.textInput,
    })
    .from(questionResponseEvents)
    .where(eq(questionResponseEvents.assessmentId, content.assessmentId));
  const sessions = await db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.assessmentId, content.assessmentId));

  const responses = rows.filter((row) => !isFailedMaximumClicksRecord(row));
  const failureRecords = rows.filter((row) => isFailedMaximumClicksRecord(row));
  const sentIds = new Set(runs.flatMap((run) => run.sent.map((response) => response.id)));
  const storedIds = new Set(responses.map((row) => row.id));
  const missing = [...sentIds].filter((id) => !storedIds.has(id));
  const extra = [...storedIds].filter((id) => !sentIds.has(id));
  if (missing.length > 0) problems.push(`${missing.length} sent responses are not stored (first ${missing[0]})`);
  if (extra.length > 0) problems.push(`${extra.length} stored responses were never sent (first ${extra[0]})`);
  if (responses.length !== sentIds.size) {
    problems.push(`stored ${responses.length} responses for ${sentIds.size} distinct responses sent`);
  }

  const expectedArchived = new Set(
    runs.flatMap((run) => run.expected.filter((event) => event.archived).map((event) => event.id)),
  );
  const storedArchived = responses.filter((row) => row.archived);
  const wronglyArchived = storedArchived.filter((row) => !expectedArchived.has(row.id) || !row.cancelEventDate);
  if (storedArchived.length !== expectedArchived.size || wronglyArchived.length > 0) {
    problems.push(
      `${storedArchived.length} stored responses archived (${wronglyArchived.length} unexpected or without a cancel date), expected ${expectedArchived.size}`,
    );
  }

  const bySession = new Map<string, typeof rows>();
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  const storedSessions = new Map(sessions.map((session) => [session.id, session]));
  if (sessions.length !== runs.length) problems.push(`${sessions.length} sessions stored for ${runs.length} drivers`);
  let totalsMatched = 0;
  let expectedFailureRecords = 0;
  for (const run of runs) {
    if (!run.sessionId) continue;
    const label = `driver ${run.driverIndex + 1}`;
    const stored = bySession.get(run.sessionId) ?? [];
    const storedResponseIds = new Set(stored.filter((row) => !isFailedMaximumClicksRecord(row)).map((row) => row.id));
    if (
      storedResponseIds.size !== run.sent.length ||
      run.sent.some((response) => !storedResponseIds.has(response.id))
    ) {
      problems.push(
        `${label}: the session holds ${storedResponseIds.size} responses, the driver sent ${run.sent.length}`,
      );
    }
    const expectedRecords = run.expected.filter((event) => isFailedMaximumClicksRecord(event)).length;
    expectedFailureRecords += expectedRecords;
    const currentRecords = stored.filter((row) => isFailedMaximumClicksRecord(row) && !row.archived).length;
    if (currentRecords !== expectedRecords) {
      problems.push(`${label}: ${currentRecords} failure records, expected ${expectedRecords}`);
    }
    const session = storedSessions.get(run.sessionId);
    const expected = expectedResult(content, run);
    if (!session?.isFinished) {
      problems.push(`${label}: the stored session is not finished`);
    } else if (session.totalScore !== expected.score || run.finished?.totalScore !== expected.score) {
      problems.push(
        `${label}: total ${session.totalScore} stored, ${run.finished?.totalScore} answered, ${expected.score} by the scoring engine`,
      );
    } else if (session.markedSuspicious !== expected.markedSuspicious) {
      problems.push(
        `${label}: suspicious ${session.markedSuspicious}, the scoring engine says ${expected.markedSuspicious}`,
      );
    } else {
      totalsMatched++;
    }
  }
  if (failureRecords.length !== expectedFailureRecords) {
    problems.push(`${failureRecords.length} failure records stored, expected ${expectedFailureRecords}`);
  }
  return {
    problems,
    stored: responses.length,
    distinctSent: sentIds.size,
    archived: storedArchived.length,
    failureRecords: failureRecords.length,
    expectedFailureRecords,
    sessions: sessions.length,
    finished: sessions.filter((session) => session.isFinished).length,
    totalsMatched,
    totals: runs.map((run) => run.finished?.totalScore).filter((total): total is number => typeof total === 'number'),
  };
}

function latencyTable(durations: Record<Operation, number[]>): string {
  const header = ['operation', 'count', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rowsOf = (label: string, samples: number[]) => [
    label,
    samples.length.toLocaleString('en-GB'),
    ...[mean(samples), percentile(samples, 0.5), percentile(samples, 0.95), percentile(samples, 0.99)].map((value) =>
      value.toFixed(1),
    ),
    Math.max(...samples).toFixed(1),
  ];
  const labels: Record<Operation, string> = {
    start: 'start (initializeAssessmentSession)',
    'launch view': 'launch view (assessmentSessionLaunchView)',
    save: 'save a page (saveAssessmentSessionResponses)',
    're-send': 're-send an earlier save (same response ids)',
    finish: 'finish (finishAssessmentSession)',
  };
  const rows = OPERATIONS.filter((operation) => durations[operation].length > 0).map((operation) =>
    rowsOf(labels[operation], durations[operation]),
  );
  rows.push(rowsOf('all saves (pages + re-sends)', [...durations.save, ...durations['re-send']]));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const isSave = (operation: Operation) => operation === 'save' || operation === 're-send';

/** The saves of each 10 s of a phase (by their start): how many, and their p50/p95, to tell a trend from a blip. */
function timeline(samples: TimingSamples): string {
  const windows = new Map<number, number[]>();
  for (const { operation, startedAt, ms } of samples.operations) {
    if (!isSave(operation)) continue;
    const window = Math.floor(startedAt / TIMELINE_WINDOW_MS);
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  const cells = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([window, latencies]) =>
        `${(window * TIMELINE_WINDOW_MS) / 1000}s: ${latencies.length} @ ${percentile(latencies, 0.5).toFixed(0)}/${percentile(latencies, 0.95).toFixed(0)}`,
    );
  return `Saves per ${TIMELINE_WINDOW_MS / 1000} s window (count @ p50/p95 ms): ${cells.join(', ')}`;
}

/**
 * Saves a second while every driver was saving: from the moment the last launch view was answered to the moment
 * the first driver finished, so the starts, launch views and finishes at either end weigh on no one's capacity.
 */
function steadySaveRate(samples: TimingSamples): { perSecond: number; seconds: number; saves: number } {
  const { operations } = samples;
  const from = Math.max(...operations.filter((o) => o.operation === 'launch view').map((o) => o.startedAt + o.ms));
  const until = Math.min(...operations.filter((o) => o.operation === 'finish').map((o) => o.startedAt));
  const saves = operations.filter(
    (o) => isSave(o.operation) && o.startedAt + o.ms > from && o.startedAt + o.ms <= until,
  );
  const seconds = (until - from) / 1000;
  return { perSecond: seconds > 0 ? saves.length / seconds : 0, seconds, saves: saves.length };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One phase in the drivers' thread: its drivers all at once; prints the latency table and the throughput. */
async function runPhase(worker: Worker, request: PhaseRequest): Promise<PhaseResult> {
  console.log(`\n--- ${request.phase.name}: ${request.drivers.length} drivers at once, ${request.phase.description}`);
  console.log(`load average before: ${load()}`);
  const result = await askWorker<PhaseResult>(worker, { phase: request });
  console.log(`load average after:  ${load()}\n`);
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

function capacityVerdict(
  steady: ReturnType<typeof steadySaveRate>,
  noOpBefore: LoadCaseResult,
  noOpAfter: LoadCaseResult,
): string {
  const noOp = (noOpBefore.requests + noOpAfter.requests) / (noOpBefore.seconds + noOpAfter.seconds);
  const ratio = steady.perSecond / noOp;
  return [
    `Signed-in { __typename }, the same drivers flat out: ${Math.round(noOpBefore.perSecond)}/s just before the ` +
      `flat-out phase (p95 ${noOpBefore.p95Ms.toFixed(0)} ms), ${Math.round(noOpAfter.perSecond)}/s just after ` +
      `(p95 ${noOpAfter.p95Ms.toFixed(0)} ms)`,
    `Saves while every driver was saving: ${steady.saves} in ${steady.seconds.toFixed(1)} s = ${steady.perSecond.toFixed(1)}/s`,
    `Save capacity at ${ratio.toFixed(3)}x of the no-op request's; at least ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'yes' : 'no'} (informational)`,
  ].join('\n');
}

/** How busy the app's thread was, and the database's CPU on PostgreSQL, at one moment. */
async function cpuReading(handle: DatabaseHandle) {
  return {
    appThread: performance.eventLoopUtilization(),
    database: handle.kind === 'postgres' ? await databaseBackendsCpu(handle.db) : null,
  };
}

/** Where a phase's CPU went: the app's thread (busy share) and the database backends (ms per request). */
function describeCpu(
  before: Awaited<ReturnType<typeof cpuReading>>,
  after: Awaited<ReturnType<typeof cpuReading>>,
  phase: PhaseResult,
): string {
  const requests = phase.samples.operations.length;
  const busy = performance.eventLoopUtilization(after.appThread, before.appThread);
  const lines = [
    `The app's thread was busy ${(busy.utilization * 100).toFixed(0)}% of the phase: ` +
      `${(busy.active / requests).toFixed(2)} ms per request; the drivers' thread ${(phase.busy * 100).toFixed(0)}%`,
  ];
  if (before.database && after.database) {
    const seconds = databaseCpuBetween(before.database, after.database);
    lines.push(
      `The PostgreSQL backends used ${seconds.toFixed(1)} CPU seconds: ${((seconds * 1000) / requests).toFixed(2)} ms ` +
        `per request, ${((seconds / phase.seconds) * 100).toFixed(0)}% of one core`,
    );
  }
  return lines.join('\n');
}

/** The paced goals: with DRIVERS starting within 8 s, start and launch view p95 under 300 ms, saves p95 under 100. */
function pacedVerdict(samples: TimingSamples): string {
  const p95 = (operation: Operation) => percentile(samples.durations[operation], 0.95);
  const saves = percentile([...samples.durations.save, ...samples.durations['re-send']], 0.95);
  const goals = [
    ['start', p95('start'), 300],
    ['launch view', p95('launch view'), 300],
    ['save', saves, 100],
  ] as const;
  return goals
    .map(([name, value, goal]) => `${name} p95 ${value.toFixed(0)} ms, under ${goal}: ${value < goal ? 'yes' : 'no'}`)
    .join('; ');
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
