import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { RESPONSES_PER_SAVE_MAX } from '@roadmark/domain/delivery/response-input';

/**
 * What a session has recorded in this browser and the server has not yet acknowledged: the changes made on each
 * page and the page moved to after them, in the order they happened. Kept in localStorage so a reload, a crash or a
 * long time offline loses nothing; every response keeps its browser-made id, so sending it again is harmless.
 *
 * The server moves a session one page per save and refuses changes to answers once their page is passed (or their
 * feedback reached), so the queue keeps each page's changes apart and sends them page by page, each page's answers
 * before the move off it, however many pages were taken offline.
 */
export interface PendingStep {
  added: PlayerResponseEvent[];
  removed: string[];
  /** The page moved to after these changes, or null while the person is still on the page. */
  position: number | null;
}

/** The steps, oldest first; only the last may still be open (position null). Never holds an empty step. */
export type PendingQueue = readonly PendingStep[];

export interface ResponseChange {
  added: PlayerResponseEvent[];
  removed: string[];
}

export const EMPTY_QUEUE: PendingQueue = Object.freeze([]) as PendingQueue;

export function queueStorageKey(sessionId: string): string {
  return `roadmark.session.${sessionId}.pending`;
}

export function isQueueEmpty(queue: PendingQueue): boolean {
  return queue.length === 0;
}

/** Answer changes (added and removed responses) waiting to be sent; a position alone does not count. */
export function pendingCount(queue: PendingQueue): number {
  return queue.reduce((count, step) => count + step.added.length + step.removed.length, 0);
}

const isEmptyStep = (step: PendingStep) =>
  step.added.length === 0 && step.removed.length === 0 && step.position === null;

function withoutEmptySteps(steps: PendingStep[]): PendingQueue {
  return steps.filter((step) => !isEmptyStep(step));
}

/** A copy of the steps with an open step last, where a new change goes. */
function withOpenStep(queue: PendingQueue): PendingStep[] {
  const steps = queue.map((step) => ({ ...step, added: [...step.added], removed: [...step.removed] }));
  if (steps.length === 0 || steps.at(-1)!.position !== null) steps.push({ added: [], removed: [], position: null });
  return steps;
}

/**
 * Adds a change made on the current page to the queue. A response added and removed again before it was sent is
 * dropped (the server never needs to hear of it). Removing a response the server has, or may have, received (one
 * sent earlier, or one in `inFlight`: part of a save still under way) queues its id for removal; unknown removed
 * ids are ignored by the server, so this is always safe.
 */
export function mergeChange(
  queue: PendingQueue,
  change: ResponseChange,
  inFlight: ReadonlySet<string> = new Set(),
): PendingQueue {
  const steps = withOpenStep(queue);
  const open = steps.at(-1)!;
  const queued = (id: string) => steps.some((step) => step.added.some((event) => event.id === id));
  for (const event of change.added) {
    if (!queued(event.id)) open.added.push(event);
  }
  for (const id of change.removed) {
    const holder = steps.find((step) => step.added.some((event) => event.id === id));
    if (holder) holder.added = holder.added.filter((event) => event.id !== id);
    const unsent = holder !== undefined && !inFlight.has(id);
    if (!unsent && !steps.some((step) => step.removed.includes(id))) open.removed.push(id);
  }
  return withoutEmptySteps(steps);
}

/** Records the move to another page: the changes made so far go to the server before it. */
export function queuePosition(queue: PendingQueue, position: number): PendingQueue {
  const steps = withOpenStep(queue);
  steps.at(-1)!.position = position;
  return steps;
}

/**
 * What one save sends: the oldest step, at most `limit` added and `limit` removed (the server's cap on a save), and
 * its position only with the last part of it, so a resumed session never opens past an answer still unsent.
 */
export function takeSnapshot(queue: PendingQueue, limit = RESPONSES_PER_SAVE_MAX): PendingStep {
  const first = queue[0];
  if (!first) return { added: [], removed: [], position: null };
  const added = first.added.slice(0, limit);
  const removed = first.removed.slice(0, limit);
  const everything = added.length === first.added.length && removed.length === first.removed.length;
  return { added, removed, position: everything ? first.position : null };
}

/**
 * Takes out exactly what the server acknowledged (`snapshot`, as sent, or as refused for good): anything recorded
 * while the save was under way stays.
 */
export function acknowledge(queue: PendingQueue, snapshot: PendingStep): PendingQueue {
  const sentAdded = new Set(snapshot.added.map((event) => event.id));
  const sentRemoved = new Set(snapshot.removed);
  const steps = queue.map((step, index) => ({
    added: step.added.filter((event) => !sentAdded.has(event.id)),
    removed: step.removed.filter((id) => !sentRemoved.has(id)),
    // A snapshot carries the oldest step's position only when it sent that whole step.
    position: index === 0 && snapshot.position !== null && step.position === snapshot.position ? null : step.position,
  }));
  return withoutEmptySteps(steps);
}

function parseStep(value: unknown): PendingStep | null {
  if (!value || typeof value !== 'object') return null;
  const { added, removed, position } = value as Record<string, unknown>;
  return {
    added: Array.isArray(added) ? added.filter(isResponseEvent) : [],
    removed: Array.isArray(removed) ? removed.filter((id): id is string => typeof id === 'string') : [],
    position: typeof position === 'number' && Number.isInteger(position) && position >= 0 ? position : null,
  };
}

/**
 * Reads a stored queue; anything unreadable counts as empty rather than breaking the player. A queue stored by an
 * earlier version of the player (one object, not a list of steps) is read as one step.
 */
export function parseQueue(text: string | null): PendingQueue {
  if (!text) return EMPTY_QUEUE;
  try {
    const value: unknown = JSON.parse(text);
    const steps = Array.isArray(value) ? value.map(parseStep) : [parseStep(value)];
    return withoutEmptySteps(steps.filter((step): step is PendingStep => step !== null));
  } catch {
    return EMPTY_QUEUE;
  }
}

function isResponseEvent(value: unknown): value is PlayerResponseEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' && typeof event.questionId === 'string' && typeof event.assessmentItemId === 'string'
  );
}

/** Used when localStorage is unavailable or full: the queue then lasts as long as the page. */
const memoryFallback = new Map<string, PendingQueue>();

export function readQueue(sessionId: string, storage: Storage | undefined = browserStorage()): PendingQueue {
  const key = queueStorageKey(sessionId);
  const remembered = memoryFallback.get(key);
  if (remembered) return remembered;
  try {
    return parseQueue(storage?.getItem(key) ?? null);
  } catch {
    return EMPTY_QUEUE;
  }
}

export function writeQueue(
  sessionId: string,
  queue: PendingQueue,
  storage: Storage | undefined = browserStorage(),
): void {
  const key = queueStorageKey(sessionId);
  try {
    if (!storage) throw new Error('No storage');
    if (isQueueEmpty(queue)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(queue));
    memoryFallback.delete(key);
  } catch {
    if (isQueueEmpty(queue)) memoryFallback.delete(key);
    else memoryFallback.set(key, queue);
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
