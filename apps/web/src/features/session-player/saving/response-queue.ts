import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { RESPONSES_PER_SAVE_MAX } from '@roadmark/domain/delivery/response-input';

/**
 * What a session has recorded in this browser and the server has not yet acknowledged (issue 7 item 4): responses
 * added, responses removed (by id) and the highest page position asked for. Kept in localStorage so a reload, a
 * crash or a long time offline loses nothing; every response keeps its browser-made id, so sending it again is
 * harmless.
 */
export interface PendingQueue {
  added: PlayerResponseEvent[];
  removed: string[];
  /** The highest position asked for and not yet acknowledged, or null. */
  position: number | null;
}

export interface ResponseChange {
  added: PlayerResponseEvent[];
  removed: string[];
}

export const EMPTY_QUEUE: PendingQueue = Object.freeze({ added: [], removed: [], position: null }) as PendingQueue;

export function queueStorageKey(sessionId: string): string {
  return `roadmark.session.${sessionId}.pending`;
}

export function isQueueEmpty(queue: PendingQueue): boolean {
  return queue.added.length === 0 && queue.removed.length === 0 && queue.position === null;
}

/** Answer changes (added and removed responses) waiting to be sent; a position alone does not count. */
export function pendingCount(queue: PendingQueue): number {
  return queue.added.length + queue.removed.length;
}

/**
 * Adds a page's change to the queue. A response added and removed again before it was sent is dropped from both
 * lists (the server never needs to hear of it). Removing a response the server has, or may have, received (one
 * sent earlier, or one in `inFlight`: part of a save still under way) keeps its id in `removed`; unknown removed
 * ids are ignored by the server, so this is always safe.
 */
export function mergeChange(
  queue: PendingQueue,
  change: ResponseChange,
  inFlight: ReadonlySet<string> = new Set(),
): PendingQueue {
  const added = [...queue.added];
  const removed = [...queue.removed];
  for (const event of change.added) {
    if (!added.some((queued) => queued.id === event.id)) added.push(event);
  }
  for (const id of change.removed) {
    const index = added.findIndex((queued) => queued.id === id);
    if (index >= 0) added.splice(index, 1);
    const unsent = index >= 0 && !inFlight.has(id);
    if (!unsent && !removed.includes(id)) removed.push(id);
  }
  return { added, removed, position: queue.position };
}

/** Asks for a position; the queue keeps the highest (the server's position only rises too). */
export function raisePosition(queue: PendingQueue, position: number): PendingQueue {
  if (queue.position !== null && queue.position >= position) return queue;
  return { ...queue, position };
}

/**
 * What one save sends: the oldest changes, at most `limit` added and `limit` removed (the server's cap on a save),
 * and the position only with the last of them, so a resumed session never opens past an answer still unsent.
 */
export function takeSnapshot(queue: PendingQueue, limit = RESPONSES_PER_SAVE_MAX): PendingQueue {
  const added = queue.added.slice(0, limit);
  const removed = queue.removed.slice(0, limit);
  const everything = added.length === queue.added.length && removed.length === queue.removed.length;
  return { added, removed, position: everything ? queue.position : null };
}

/**
 * Takes out exactly what the server acknowledged (`snapshot`, as sent): anything recorded while the save was under
 * way stays, as does a higher position asked for meanwhile.
 */
export function acknowledge(queue: PendingQueue, snapshot: PendingQueue): PendingQueue {
  const sentAdded = new Set(snapshot.added.map((event) => event.id));
  const sentRemoved = new Set(snapshot.removed);
  const positionSaved = snapshot.position !== null && queue.position !== null && queue.position <= snapshot.position;
  return {
    added: queue.added.filter((event) => !sentAdded.has(event.id)),
    removed: queue.removed.filter((id) => !sentRemoved.has(id)),
    position: positionSaved ? null : queue.position,
  };
}

/** Reads a stored queue; anything unreadable counts as empty rather than breaking the player. */
export function parseQueue(text: string | null): PendingQueue {
  if (!text) return EMPTY_QUEUE;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return EMPTY_QUEUE;
    const { added, removed, position } = value as Record<string, unknown>;
    return {
      added: Array.isArray(added) ? added.filter(isResponseEvent) : [],
      removed: Array.isArray(removed) ? removed.filter((id): id is string => typeof id === 'string') : [],
      position: typeof position === 'number' && Number.isInteger(position) && position >= 0 ? position : null,
    };
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
