import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { isLocationQuestion, isResponseTimeQuestion, QuestionType } from '@roadmark/domain/content/question-types';
import {
  FAILED_MAXIMUM_CLICKS_RECORD,
  isFailedMaximumClicksRecord,
  maximumClicksChange,
} from '@roadmark/domain/scoring/maximum-clicks';
import type { ResponseEvent } from '@roadmark/domain/scoring/response-event';
import { type SessionScoreResult, scoreSession } from '@roadmark/domain/scoring/score-session';
import type { ScoringAnswer, ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { eq } from 'drizzle-orm';
import { assessmentSessions } from '../apps/server/src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../apps/server/src/modules/sessions/question-response-event.table.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { FINISH, INITIALIZE, LAUNCH_VIEW, SAVE } from '../apps/server/test/sessions-harness.ts';
import {
  type BenchDriver,
  type BenchItem,
  insertDrivers,
  insertSessionContent,
  type SessionContent,
} from './generators/session-content.ts';
import { type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { mean, percentile } from './support/measure.ts';

const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
/** The issue asks for 200 on PostgreSQL; PGlite has one connection, so everything queues and a smaller run says as much. */
const DRIVERS = positiveInt(process.env.BENCH_SESSION_DRIVERS) ?? (ON_POSTGRES ? 200 : 50);
/** The server's own default (DATABASE_POOL_SIZE), not the 4 the other benchmarks use. */
const POOL_SIZE = positiveInt(process.env.BENCH_POOL_SIZE) ?? 10;

/** How one group of drivers behaves: when each starts, and how long it pauses on a page before saving it. */
interface Phase {
  name: string;
  description: string;
  /** Driver n of the phase starts n × this after the first. */
  staggerMs: number;
  /** The pause before each save, drawn uniformly from this range. */
  thinkMs: readonly [number, number];
}

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
/** The share of saves sent twice (the first answer lost on the way back), with the same response ids. */
const RESEND_RATE = 0.05;
/** The share of choice answers first given wrongly and then changed on the same page (the first one is archived). */
const CHANGE_OF_MIND_RATE = 0.2;
/** The share of drivers who click more often than a 2-click location question allows (a failure record). */
const OVER_LIMIT_RATE = 0.1;
/** Every driver comes from 127.0.0.1, so the per-address GraphQL budget (6,000 root fields a minute) is raised. */
const CONFIG_OVERRIDES = { GRAPHQL_FIELDS_PER_MINUTE: '10000000' };

const TIMELINE_WINDOW_MS = 10_000;

const ACCUMULATING_TYPES: readonly QuestionType[] = [
  QuestionType.ResponseTimeVideo,
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
];

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A small seeded generator (mulberry32), so every run sends the same responses. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const between = (random: () => number, min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100;

/** A response as the player sends it (QuestionResponseEventInput). */
interface SentResponse {
  id: string;
  questionId: string;
  assessmentItemId: string;
  questionAnswerId?: string;
  responseTimeSeconds?: number;
  clickPositionX?: number;
  clickPositionY?: number;
  textInput?: string;
  subQuestionNumber?: number;
  eventDate: string;
}

type Operation = 'start' | 'launch view' | 'save' | 're-send' | 'finish';

interface DriverRun {
  driverIndex: number;
  sessionId: string | null;
  /** Every distinct response this driver sent. */
  sent: SentResponse[];
  /** What the session should hold: the sent responses with replaced answers archived, plus failure records. */
  expected: ResponseEvent[];
  /** The questions in the order the session presented them. */
  presented: BenchItem[];
  finished: { totalScore: number | null; markedSuspicious: boolean } | null;
  saves: number;
  resends: number;
  resentResponses: number;
  problems: string[];
}

const OPERATIONS: readonly Operation[] = ['start', 'launch view', 'save', 're-send', 'finish'];

/** Each operation's latencies, and when each save (page or re-send) started, for the timeline. */
class Timings {
  readonly durations = new Map<Operation, number[]>(OPERATIONS.map((operation) => [operation, []]));
  readonly saves: { startedAt: number; ms: number }[] = [];

  record(operation: Operation, startedAt: number, ms: number) {
    this.durations.get(operation)!.push(ms);
    if (operation === 'save' || operation === 're-send') this.saves.push({ startedAt, ms });
  }
}

class HttpDriver {
  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly timings: Timings,
  ) {}

  /** One operation over loopback HTTP, as the web app sends it; the time runs until the body is read. */
  async post<T>(operation: Operation, query: string, variables: Record<string, unknown>): Promise<T> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    this.timings.record(operation, started, performance.now() - started);
    if (response.status !== 200) throw new Error(`${operation}: HTTP ${response.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`${operation}: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data;
  }
}

function answersOfPart(question: ScoringQuestion, part: number): ScoringAnswer[] {
  return question.answers.filter((answer) => (answer.subQuestionNumber ?? 1) === part);
}

/** A click: half the time inside one of the windows, otherwise anywhere on the 1920x1080 image. */
function clickOn(random: () => number, question: ScoringQuestion): { clickPositionX: number; clickPositionY: number } {
  const windows = question.answers;
  if (random() < 0.5 && windows.length > 0) {
    const window = pick(random, windows);
    return {
      clickPositionX: between(random, window.windowLeft! + 1, window.windowRight! - 1),
      clickPositionY: between(random, window.windowTop! + 1, window.windowBottom! - 1),
    };
  }
  return { clickPositionX: between(random, 0, 1920), clickPositionY: between(random, 0, 1080) };
}

/** The responses a driver gives on one question's page (1 to 4 of them, clicks several per page). */
function pageResponses(random: () => number, item: BenchItem, overLimit: boolean, driverIndex: number): SentResponse[] {
  const responses: SentResponse[] = [];
  const add = (question: ScoringQuestion, values: Partial<SentResponse>) =>
    responses.push({
      id: crypto.randomUUID(),
      questionId: question.id,
      assessmentItemId: item.assessmentItemId,
      eventDate: new Date(Date.now() + responses.length).toISOString(),
      ...values,
    });
  const choose = (question: ScoringQuestion) => {
    const parts = Math.max(1, question.numberOfSubQuestions);
    for (let part = 1; part <= parts; part++) {
      const answers = answersOfPart(question, part);
      const final = pick(random, answers);
      if (random() < CHANGE_OF_MIND_RATE) {
        const first = pick(
          random,
          answers.filter((answer) => answer.id !== final.id),
        );
        add(question, { questionAnswerId: first.id, subQuestionNumber: part });
      }
      add(question, { questionAnswerId: final.id, subQuestionNumber: part });
    }
  };
  const { question } = item;
  if (isResponseTimeQuestion(question.questionType)) {
    const times = Array.from({ length: 1 + Math.floor(random() * 4) }, () => between(random, 0, 10));
    for (const responseTimeSeconds of times.sort((a, b) => a - b)) add(question, { responseTimeSeconds });
  } else if (isLocationQuestion(question.questionType)) {
    const limit = question.maximumClicks ?? 10;
    const clicks =
      overLimit && limit <= 2 ? limit + 1 + Math.floor(random() * 2) : 1 + Math.floor(random() * Math.min(4, limit));
    for (let click = 0; click < clicks; click++) add(question, clickOn(random, question));
  } else if (question.questionType === QuestionType.Questionnaire) {
    for (const child of question.children ?? []) {
      if (child.questionType === QuestionType.QuestionnaireInput) {
        add(child, { textInput: `Bench driver ${driverIndex + 1}: a van pulled out at the roundabout.` });
      } else {
        choose(child);
      }
    }
  } else {
    choose(question);
  }
  return responses;
}

/** The question a response answers: the item's question or one of its children. */
function answeredQuestion(item: BenchItem, questionId: string): ScoringQuestion {
  if (item.question.id === questionId) return item.question;
  return item.question.children!.find((child) => child.id === questionId)!;
}

/**
 * Keeps the driver's own account of what the session holds, by the rules of spec 3 §4.2: a new answer to a part
 * archives the earlier one (clicks add up), and a location question over its click limit gets one failure record.
 */
function recordExpected(run: DriverRun, item: BenchItem, responses: readonly SentResponse[]) {
  for (const response of responses) {
    const question = answeredQuestion(item, response.questionId);
    const part = response.subQuestionNumber ?? 1;
    if (!ACCUMULATING_TYPES.includes(question.questionType)) {
      for (const earlier of run.expected) {
        if (
          !earlier.archived &&
          earlier.questionId === response.questionId &&
          earlier.assessmentItemId === response.assessmentItemId &&
          (earlier.subQuestionNumber ?? 1) === part
        ) {
          earlier.archived = true;
          earlier.cancelEventDate = response.eventDate;
        }
      }
    }
    run.expected.push({ ...response, subQuestionNumber: part, archived: false, cancelEventDate: null });
  }
  if (isLocationQuestion(item.question.questionType)) {
    const change = maximumClicksChange(item.question, run.expected);
    if (change.action === 'add') {
      run.expected.push({
        ...FAILED_MAXIMUM_CLICKS_RECORD,
        id: `failure-record-${run.driverIndex}-${item.assessmentItemId}`,
        questionId: item.question.id,
        assessmentItemId: item.assessmentItemId,
        archived: false,
        cancelEventDate: null,
      });
    }
  }
}

interface SessionFields {
  id: string;
  currentPosition: number;
  totalScore: number | null;
  isFinished: boolean;
  markedSuspicious: boolean;
}

/** One driver: start, load the session, save each page in turn (sometimes re-sending a save), then finish. */
async function drive(
  baseUrl: string,
  content: SessionContent,
  driver: BenchDriver,
  driverIndex: number,
  phase: Phase & { slot: number },
  timings: Timings,
): Promise<DriverRun> {
  const run: DriverRun = {
    driverIndex,
    sessionId: null,
    sent: [],
    expected: [],
    presented: [],
    finished: null,
    saves: 0,
    resends: 0,
    resentResponses: 0,
    problems: [],
  };
  const random = seededRandom(driverIndex + 1);
  const overLimit = random() < OVER_LIMIT_RATE;
  const http = new HttpDriver(baseUrl, driver.cookie, timings);
  try {
    await delay(phase.slot * phase.staggerMs);
    const { initializeAssessmentSession: session } = await http.post<{ initializeAssessmentSession: SessionFields }>(
      'start',
      INITIALIZE,
      { assessmentId: content.assessmentId },
    );
    run.sessionId = session.id;
    const view = await http.post<{
      assessmentSessionLaunchView: { presented: { assessmentItemId: string; question: { id: string } }[] };
    }>('launch view', LAUNCH_VIEW, { id: session.id });
    for (const presented of view.assessmentSessionLaunchView.presented) {
      const item = content.items.find((candidate) => candidate.assessmentItemId === presented.assessmentItemId);
      if (!item || item.question.id !== presented.question.id) {
        throw new Error(`the session presents ${presented.question.id}, which the benchmark did not create`);
      }
      run.presented.push(item);
    }
    if (run.presented.length !== content.items.length) {
      throw new Error(`the session presents ${run.presented.length} questions, not ${content.items.length}`);
    }

    let highest = 0;
    for (const [index, item] of run.presented.entries()) {
      await delay(between(random, ...phase.thinkMs));
      const added = pageResponses(random, item, overLimit, driverIndex);
      const model = { assessmentSessionId: session.id, added, removed: [], currentPosition: index + 1 };
      const saved = await http.post<{ saveAssessmentSessionResponses: SessionFields }>('save', SAVE, { model });
      run.saves++;
      run.sent.push(...added);
      recordExpected(run, item, added);
      highest = Math.max(highest, model.currentPosition);
      checkSaved(run, saved.saveAssessmentSessionResponses, highest);
      // A lost answer makes the browser send its last save again; earlier pages are passed, and their saves with them.
      if (random() < RESEND_RATE) {
        const again = model;
        const resent = await http.post<{ saveAssessmentSessionResponses: SessionFields }>('re-send', SAVE, {
          model: again,
        });
        run.resends++;
        run.resentResponses += again.added.length;
        checkSaved(run, resent.saveAssessmentSessionResponses, highest);
      }
    }

    const { finishAssessmentSession: finished } = await http.post<{ finishAssessmentSession: SessionFields }>(
      'finish',
      FINISH,
      { model: { assessmentSessionId: session.id } },
    );
    if (!finished.isFinished) run.problems.push(`driver ${driverIndex + 1}: the finished session is not finished`);
    run.finished = { totalScore: finished.totalScore, markedSuspicious: finished.markedSuspicious };
  } catch (error) {
    run.problems.push(`driver ${driverIndex + 1}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return run;
}

/** A save answers the session with the highest position sent so far (it never falls) and no score yet. */
function checkSaved(run: DriverRun, session: SessionFields, highest: number) {
  if (session.currentPosition !== highest) {
    run.problems.push(
      `driver ${run.driverIndex + 1}: position ${session.currentPosition} after saves up to ${highest}`,
    );
  }
  if (session.totalScore !== null || session.isFinished) {
    run.problems.push(`driver ${run.driverIndex + 1}: an unfinished session answered a score`);
  }
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

function latencyTable(timings: Map<Operation, number[]>): string {
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
  const rows = [...timings.entries()]
    .filter(([, samples]) => samples.length > 0)
    .map(([operation, samples]) => rowsOf(labels[operation], samples));
  rows.push(rowsOf('all saves (pages + re-sends)', [...timings.get('save')!, ...timings.get('re-send')!]));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The saves of each 10 s of a phase (by their start): how many, and their p50/p95, to tell a trend from a blip. */
function timeline(timings: Timings, phaseStart: number): string {
  const windows = new Map<number, number[]>();
  for (const { startedAt, ms } of timings.saves) {
    const window = Math.floor((startedAt - phaseStart) / TIMELINE_WINDOW_MS);
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  const cells = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([window, samples]) =>
        `${(window * TIMELINE_WINDOW_MS) / 1000}s: ${samples.length} @ ${percentile(samples, 0.5).toFixed(0)}/${percentile(samples, 0.95).toFixed(0)}`,
    );
  return `Saves per ${TIMELINE_WINDOW_MS / 1000} s window (count @ p50/p95 ms): ${cells.join(', ')}`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One phase: its drivers all at once, each on its own schedule; prints the latency table and the throughput. */
async function runPhase(
  baseUrl: string,
  content: SessionContent,
  drivers: readonly BenchDriver[],
  firstIndex: number,
  phase: Phase,
): Promise<DriverRun[]> {
  const timings = new Timings();
  console.log(`
--- ${phase.name}: ${drivers.length} drivers at once, ${phase.description}`);
  console.log(`load average before: ${load()}`);
  const started = performance.now();
  const runs = await Promise.all(
    drivers.map((driver, slot) => drive(baseUrl, content, driver, firstIndex + slot, { ...phase, slot }, timings)),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`load average after:  ${load()}\n`);
  console.log(latencyTable(timings.durations));
  const saves = runs.reduce((sum, run) => sum + run.saves + run.resends, 0);
  const requests = [...timings.durations.values()].reduce((sum, samples) => sum + samples.length, 0);
  const responses = runs.reduce((sum, run) => sum + run.sent.length + run.resentResponses, 0);
  console.log(
    `\nWall time ${seconds.toFixed(1)} s: ${(saves / seconds).toFixed(1)} saves/s, ` +
      `${(requests / seconds).toFixed(1)} requests/s, ${(responses / seconds).toFixed(1)} responses/s`,
  );
  console.log(timeline(timings, started));
  return runs;
}

async function benchSessionSaves(): Promise<boolean> {
  const database = await openBenchDatabase(process.env, { poolSize: POOL_SIZE });
  let signedIn: SignedInApp | undefined;
  try {
    const pool = database.handle.kind === 'postgres' ? `pool of ${POOL_SIZE} connections` : 'one connection';
    console.log(`Database: ${database.description}, ${pool}`);
    signedIn = await startSignedInApp(database.handle, CONFIG_OVERRIDES);
    const { app } = signedIn;
    const db = database.handle.db;

    const seeding = performance.now();
    const content = await insertSessionContent(db);
    // One warm-up driver, then a group per phase.
    const drivers = await insertDrivers(db, {
      subscriptionId: content.subscriptionId,
      assessmentId: content.assessmentId,
      count: 1 + 2 * DRIVERS,
    });
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(
      `Seeded an assessment of ${content.items.length} items and ${drivers.length} assigned drivers in ${seeded} s`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`The drivers talk to ${baseUrl} (the app in this process, real HTTP over loopback)`);
    // Untimed: so the first requests' compilation and caches land in no table.
    const warmUp = await drive(baseUrl, content, drivers[0]!, 0, { ...FLAT_OUT, slot: 0 }, new Timings());
    const paced = await runPhase(baseUrl, content, drivers.slice(1, 1 + DRIVERS), 1, PACED);
    const flatOut = await runPhase(baseUrl, content, drivers.slice(1 + DRIVERS), 1 + DRIVERS, FLAT_OUT);
    const runs = [warmUp, ...paced, ...flatOut];

    const stored = await verifyStored(db, content, runs);
    const sum = (count: (run: DriverRun) => number) => runs.reduce((total, run) => total + count(run), 0);
    const number = (value: number) => value.toLocaleString('en-GB');
    const totals = stored.totals;
    console.log(`\n--- What the database holds (all ${runs.length} sessions: warm-up, paced, flat out)`);
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

    const problems = [...runs.flatMap((run) => run.problems), ...stored.problems];
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
    await signedIn?.app.close();
    await database.close();
  }
}

process.exitCode = (await benchSessionSaves()) ? 0 : 1;
