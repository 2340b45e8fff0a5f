import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { SESSION_SAVE_REFUSALS } from '@roadmark/domain/delivery/session-moves';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { SaveAssessmentSessionResponsesInput } from '../../../gql/graphql';
import { errorMessages } from '../../../lib/error-messages';
import { SaveSessionResponsesMutation } from '../graphql/session-operations';
import {
  acknowledge,
  isQueueEmpty,
  mergeChange,
  type PendingQueue,
  type PendingStep,
  pendingCount,
  queuePosition,
  type ResponseChange,
  readQueue,
  takeSnapshot,
  writeQueue,
} from './response-queue';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';
/** 'saved': the server has everything; 'queued': something waits in this browser (offline, unreachable or refused). */
export type FlushOutcome = 'saved' | 'queued';

export interface SessionSaver {
  /** Keeps a page's change in this browser at once and sends it shortly after (changes close together go as one). */
  record: (change: ResponseChange) => void;
  /** Keeps the move to another page (after the changes made on the one left) and sends it now. */
  reachPosition: (position: number) => void;
  /** Sends everything now: 'saved' once acknowledged, 'queued' when it has to wait (never blocks for long). */
  flush: () => Promise<FlushOutcome>;
  /** After a server error: sends the kept changes again. */
  retry: () => Promise<FlushOutcome>;
  status: SaveStatus;
  /** Answer changes (added and removed responses) not yet acknowledged by the server. */
  pending: number;
  /** The server's message when status is 'error'. */
  error: string | null;
  /**
   * The server refused a save for good (a page skipped, or answers already final): it was dropped, since sending
   * it again cannot succeed, and the page must be reloaded to show what the server has.
   */
  refused: boolean;
}

/** Changes recorded within this time of each other go in one save. */
export const SAVE_DEBOUNCE_MS = 400;
/** After a network failure the next attempt waits this long, doubling up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** flush() answers 'queued' when the server has not answered by then (a hanging network must not hold the player). */
export const FLUSH_WAIT_MS = 8_000;

type SendOutcome = 'saved' | 'offline' | 'error';
type SendSave = (model: SaveAssessmentSessionResponsesInput) => Promise<void>;

interface SaverState {
  status: SaveStatus;
  pending: number;
  error: string | null;
  refused: boolean;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A failure worth retrying by itself: no network, the server down or restarting (a proxy's 5xx, an unreadable
 * answer), a timeout. GraphQL errors (BAD_USER_INPUT, CONFLICT...) are the server's decision and are not retried.
 */
export function isUnreachable(error: unknown): boolean {
  if (browserOffline()) return true;
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 408 || error.statusCode === 429;
  if (ServerParseError.is(error)) return true;
  if (!(error instanceof Error)) return false;
  if (['NetworkError', 'AbortError', 'TimeoutError'].includes(error.name)) return true;
  // fetch rejects with a TypeError whose text differs per browser when the network is down.
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Saves the server will never accept however often they are sent: the session's rules, or a finished session. */
const REFUSED_FOR_GOOD: readonly unknown[] = [...SESSION_SAVE_REFUSALS, 'errors.sessionFinished'];

export function isRefusedForGood(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => REFUSED_FOR_GOOD.includes(graphQLError.extensions?.messageKey))
  );
}

function toModel(sessionId: string, snapshot: PendingStep): SaveAssessmentSessionResponsesInput {
  return {
    assessmentSessionId: sessionId,
    // Only the input's fields: events that came from the server may carry more (such as __typename).
    added: snapshot.added.map((event) => ({
      id: event.id,
      questionId: event.questionId,
      assessmentItemId: event.assessmentItemId,
      questionAnswerId: event.questionAnswerId,
      responseTimeSeconds: event.responseTimeSeconds,
      clickPositionX: event.clickPositionX,
      clickPositionY: event.clickPositionY,
      textInput: event.textInput,
      subQuestionNumber: event.subQuestionNumber,
      eventDate: event.eventDate,
    })),
    removed: snapshot.removed,
    currentPosition: snapshot.position,
  };
}

/**
 * The saving state machine of one session, outside React: the queue lives in localStorage (response-queue.ts),
 * one save is under way at a time, and each save removes from the queue exactly what the server acknowledged.
 */
export class SessionSaveController {
  private state: SaverState;
  private readonly listeners = new Set<() => void>();
  private inFlight: { ids: Set<string>; done: Promise<SendOutcome> } | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  /** A server error: automatic sends stop until retry(), flush() or reachPosition() (a person's action). */
  private blocked = false;
  private active = false;

  constructor(
    readonly sessionId: string,
    private readonly send: SendSave,
  ) {
    this.state = {
      status: browserOffline() ? 'offline' : 'idle',
      pending: pendingCount(readQueue(sessionId)),
      error: null,
      refused: false,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getState = () => this.state;

  readonly record = (change: ResponseChange) => {
    if (change.added.length === 0 && change.removed.length === 0) return;
    this.store(mergeChange(readQueue(this.sessionId), change, this.inFlight?.ids));
    if (this.blocked) return;
    if (this.state.status === 'offline') {
      this.scheduleRetry();
      return;
    }
    this.update({ status: 'saving' });
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = undefined;
      if (!this.blocked) void this.drain();
    }, SAVE_DEBOUNCE_MS);
  };

  readonly reachPosition = (position: number) => {
    this.store(queuePosition(readQueue(this.sessionId), position));
    this.cancelDebounce();
    void this.drain();
  };

  readonly flush = (): Promise<FlushOutcome> => {
    this.cancelDebounce();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<FlushOutcome>((resolve) => {
      timer = setTimeout(() => resolve('queued'), FLUSH_WAIT_MS);
    });
    return Promise.race([this.drain(), waited]).finally(() => clearTimeout(timer));
  };

  readonly retry = (): Promise<FlushOutcome> => {
    this.blocked = false;
    this.resetBackoff();
    return this.flush();
  };

  /** Mounted: listens for the network and sends anything left from an earlier visit (a reload or a crash). */
  start() {
    if (this.active) return;
    this.active = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (browserOffline()) this.goOffline();
    else if (!this.blocked && !isQueueEmpty(readQueue(this.sessionId))) void this.drain();
  }

  /** Unmounted: timers and listeners go; a save under way still completes and updates the stored queue. */
  stop() {
    this.active = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.cancelDebounce();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private readonly onOnline = () => {
    this.resetBackoff();
    if (!this.blocked) void this.drain();
  };

  private readonly onOffline = () => {
    if (!this.blocked) this.update({ status: 'offline' });
  };

  /** A tab going to the background may not come back (mobile browsers): send what waits now. */
  private readonly onVisibilityChange = () => {
    if (document.visibilityState !== 'hidden' || this.blocked) return;
    if (isQueueEmpty(readQueue(this.sessionId))) return;
    this.cancelDebounce();
    void this.drain();
  };

  /**
   * Sends until the queue is empty, one save at a time; stops at the first save that has to wait. After a save
   * refused for good nothing more is sent from this page: what it shows may differ from the server until reloaded.
   */
  private async drain(): Promise<FlushOutcome> {
    for (;;) {
      if (this.state.refused) return 'queued';
      if (this.inFlight) {
        if ((await this.inFlight.done) !== 'saved') return 'queued';
        continue;
      }
      const queue = readQueue(this.sessionId);
      if (isQueueEmpty(queue)) {
        this.settled();
        return 'saved';
      }
      if ((await this.sendOnce(queue)) !== 'saved') return 'queued';
    }
  }

  private sendOnce(queue: PendingQueue): Promise<SendOutcome> {
    if (browserOffline()) {
      this.goOffline();
      return Promise.resolve('offline');
    }
    const snapshot = takeSnapshot(queue);
    const sessionId = this.sessionId;
    this.update({ status: 'saving' });
    const done = this.send(toModel(sessionId, snapshot))
      .then(
        (): SendOutcome => {
          this.store(acknowledge(readQueue(sessionId), snapshot));
          this.blocked = false;
          this.resetBackoff();
          this.update({ error: null });
          return 'saved';
        },
        (error: unknown): SendOutcome => {
          if (isUnreachable(error)) {
            this.goOffline();
            return 'offline';
          }
          this.blocked = true;
          const message = errorMessages([error])
            .map((m) => m.message)
            .join(' ');
          const refused = isRefusedForGood(error);
          // Kept, it would be refused again on every try and after every reload, and hold back what follows it.
          if (refused) this.store(acknowledge(readQueue(sessionId), snapshot));
          this.update({ status: 'error', error: message, refused: refused || this.state.refused });
          return 'error';
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = { ids: new Set(snapshot.added.map((event) => event.id)), done };
    return done;
  }

  /** Nothing waits: the server has every change. */
  private settled() {
    this.blocked = false;
    if (browserOffline()) this.update({ status: 'offline', error: null });
    else this.update({ status: this.state.status === 'idle' ? 'idle' : 'saved', error: null });
  }

  private goOffline() {
    this.update({ status: 'offline', error: null });
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.retryTimer !== undefined || !this.active) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(delay * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.blocked) void this.drain();
    }, delay);
  }

  private resetBackoff() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retryDelay = RETRY_FIRST_MS;
  }

  private cancelDebounce() {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = undefined;
  }

  private store(queue: PendingQueue) {
    writeQueue(this.sessionId, queue);
    this.update({ pending: pendingCount(queue) });
  }

  private update(change: Partial<SaverState>) {
    const next = { ...this.state, ...change };
    const unchanged = (Object.keys(next) as (keyof SaverState)[]).every((key) => next[key] === this.state[key]);
    if (unchanged) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Saves a session's responses so none is lost: every change is kept in this browser first
 * (localStorage, `roadmark.session.{sessionId}.pending`), sent with its browser-made ids (a repeated save never
 * duplicates), retried with backoff (1 s doubling to 30 s, and at once when the browser is back online) while the
 * network or server is away, and sent on the next visit after a reload or crash. Server errors stop the automatic
 * sends and show the server's message; retry() sends again.
 */
export function useSessionSaver(sessionId: string): SessionSaver {
  const [save] = useMutation(SaveSessionResponsesMutation);
  const saveRef = useRef(save);
  saveRef.current = save;
  const controller = useMemo(
    () =>
      new SessionSaveController(sessionId, async (model) => {
        const result = await saveRef.current({ variables: { model } });
        if (result.error) throw result.error;
      }),
    [sessionId],
  );
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return useMemo(
    () => ({
      record: controller.record,
      reachPosition: controller.reachPosition,
      flush: controller.flush,
      retry: controller.retry,
      ...state,
    }),
    [controller, state],
  );
}
