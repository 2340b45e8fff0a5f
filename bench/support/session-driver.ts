import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { isLocationQuestion, isResponseTimeQuestion, QuestionType } from '@roadmark/domain/content/question-types';
import { mulberry32 } from '@roadmark/domain/delivery/seeded-random';
import { FAILED_MAXIMUM_CLICKS_RECORD, maximumClicksChange } from '@roadmark/domain/scoring/maximum-clicks';
import type { ResponseEvent } from '@roadmark/domain/scoring/response-event';
import type { ScoringAnswer, ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { Client } from 'undici';
import { FINISH, INITIALIZE, LAUNCH_VIEW, SAVE } from '../../apps/server/test/sessions-harness.ts';
import type { BenchDriver, BenchItem, SessionContent } from '../generators/session-content.ts';

/**
 * One driver of the session-saves benchmark as the player behaves: start, load the session, answer each page in
 * turn (sometimes changing their mind, sometimes clicking past a limit, sometimes re-sending a save whose answer was
 * lost), then finish; keeping its own account of what the session should hold, which the benchmark compares with
 * the database afterwards.
 */

/** How one group of drivers behaves: when each starts, and how long it pauses on a page before saving it. */
export interface Phase {
  name: string;
  description: string;
  /** Driver n of the phase starts n × this after the first. */
  staggerMs: number;
  /** The pause before each save, drawn uniformly from this range. */
  thinkMs: readonly [number, number];
}

/** The share of saves sent twice (the first answer lost on the way back), with the same response ids. */
const RESEND_RATE = 0.05;
/** The share of choice answers first given wrongly and then changed on the same page (the first one is archived). */
const CHANGE_OF_MIND_RATE = 0.2;
/** The share of drivers who click more often than a 2-click location question allows (a failure record). */
const OVER_LIMIT_RATE = 0.1;

const ACCUMULATING_TYPES: readonly QuestionType[] = [
  QuestionType.ResponseTimeVideo,
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
];

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const between = (random: () => number, min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100;

/** A response as the player sends it (QuestionResponseEventInput). */
export interface SentResponse {
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

export type Operation = 'start' | 'launch view' | 'save' | 're-send' | 'finish';

export interface DriverRun {
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

export const OPERATIONS: readonly Operation[] = ['start', 'launch view', 'save', 're-send', 'finish'];

/** What a phase's drivers measured: each operation's latencies, and when each save started, for the timeline. */
export interface TimingSamples {
  durations: Record<Operation, number[]>;
  /** Every operation: its start, in ms after the phase began, and its latency. */
  operations: { operation: Operation; startedAt: number; ms: number }[];
}

/** Told of every operation a driver sends: just before it, and once its answer is read. */
export interface OperationObserver {
  starting?(operation: Operation): void;
  record(operation: Operation, startedAt: number, ms: number): void;
}

export class Timings implements TimingSamples, OperationObserver {
  readonly durations = Object.fromEntries(OPERATIONS.map((operation) => [operation, []])) as unknown as Record<
    Operation,
    number[]
  >;
  readonly operations: TimingSamples['operations'] = [];

  constructor(private readonly phaseStart = performance.now()) {}

  record(operation: Operation, startedAt: number, ms: number) {
    this.durations[operation].push(ms);
    this.operations.push({ operation, startedAt: startedAt - this.phaseStart, ms });
  }

  /** The samples alone, as a worker thread posts them back. */
  samples(): TimingSamples {
    return { durations: this.durations, operations: this.operations };
  }
}

/**
 * A driver's connection: one keep-alive connection of its own, as a phone's browser keeps one, through undici's
 * plain client (far cheaper than fetch, so the drivers' thread takes as little of the machine as it can).
 */
class HttpDriver {
  private readonly client: Client;

  constructor(
    baseUrl: string,
    private readonly cookie: string,
    private readonly observer: OperationObserver,
  ) {
    this.client = new Client(baseUrl, { keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
  }

  /** One operation over loopback HTTP, as the web app sends it; the time runs until the body is read. */
  async post<T>(operation: Operation, query: string, variables: Record<string, unknown>): Promise<T> {
    this.observer.starting?.(operation);
    const started = performance.now();
    const response = await this.client.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.body.text();
    this.observer.record(operation, started, performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${operation}: HTTP ${response.statusCode}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`${operation}: ${JSON.stringify(body.errors).slice(0, 300)}`);
    return body.data;
  }

  close(): Promise<void> {
    return this.client.close();
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
 * Keeps the driver's own account of what the session holds, by the save rules: a new answer to a part
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
export async function drive(
  baseUrl: string,
  content: SessionContent,
  driver: BenchDriver,
  driverIndex: number,
  phase: Phase & { slot: number },
  observer: OperationObserver,
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
  const random = mulberry32(driverIndex + 1);
  const overLimit = random() < OVER_LIMIT_RATE;
  const http = new HttpDriver(baseUrl, driver.cookie, observer);
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
  } finally {
    await http.close();
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
