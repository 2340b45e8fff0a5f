import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledge,
  EMPTY_QUEUE,
  isQueueEmpty,
  mergeChange,
  type PendingQueue,
  type PendingStep,
  parseQueue,
  pendingCount,
  queuePosition,
  queueStorageKey,
  readQueue,
  takeSnapshot,
  writeQueue,
} from './response-queue';

const event = (id: string): PlayerResponseEvent => ({
  id,
  questionId: 'q-1',
  assessmentItemId: 'item-1',
  questionAnswerId: 'a-1',
  responseTimeSeconds: null,
  clickPositionX: null,
  clickPositionY: null,
  textInput: null,
  subQuestionNumber: 1,
  eventDate: '2025-01-01T10:00:00.000Z',
});

const step = (ids: string[], removed: string[] = [], position: number | null = null): PendingStep => ({
  added: ids.map(event),
  removed,
  position,
});
/** Each step as [added ids, removed ids, position]. */
const shape = (queue: PendingQueue) => queue.map((s) => [s.added.map((e) => e.id), s.removed, s.position]);

afterEach(() => localStorage.clear());

describe('mergeChange', () => {
  it('appends added events once each and keeps removed ids of responses already sent', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a'), event('b')], removed: [] });
    queue = mergeChange(queue, { added: [event('b'), event('c')], removed: ['sent-earlier'] });
    expect(shape(queue)).toEqual([[['a', 'b', 'c'], ['sent-earlier'], null]]);
    expect(pendingCount(queue)).toBe(4);
  });

  it('drops an added event removed before it was sent from both lists', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a'), event('b')], removed: [] });
    queue = mergeChange(queue, { added: [event('c')], removed: ['a'] });
    expect(shape(queue)).toEqual([[['b', 'c'], [], null]]);
  });

  it('drops an event added and removed in the same change', () => {
    const queue = mergeChange(EMPTY_QUEUE, { added: [event('a')], removed: ['a'] });
    expect(isQueueEmpty(queue)).toBe(true);
  });

  it('keeps the removal of an event that is part of a save under way (the server may store it)', () => {
    const queue = mergeChange([step(['a', 'b'])], { added: [], removed: ['a', 'b'] }, new Set(['a']));
    expect(shape(queue)).toEqual([[[], ['a'], null]]);
  });

  it('lists a removed id once however often it is removed', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [], removed: ['x'] });
    queue = mergeChange(queue, { added: [], removed: ['x'] });
    expect(shape(queue)).toEqual([[[], ['x'], null]]);
  });

  it('puts a change made after a move into a step of its own, after the move', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a')], removed: [] });
    queue = queuePosition(queue, 2);
    queue = mergeChange(queue, { added: [event('b')], removed: ['a'] }, new Set(['a']));
    // The save under way carries 'a'; its removal follows in the next save, after the move.
    expect(shape(queue)).toEqual([
      [[], [], 2],
      [['b'], ['a'], null],
    ]);
  });

  it('does not change the queue it was given', () => {
    const queue: PendingQueue = [step(['a'], [], 2)];
    mergeChange(queue, { added: [event('b')], removed: ['a'] });
    expect(queue).toEqual([step(['a'], [], 2)]);
  });
});

describe('queuePosition', () => {
  it('closes the page changed on with the move, and keeps every move of pages passed while offline', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a')], removed: [] });
    queue = queuePosition(queue, 2);
    queue = queuePosition(queue, 3);
    queue = mergeChange(queue, { added: [event('b')], removed: [] });
    queue = queuePosition(queue, 4);
    expect(shape(queue)).toEqual([
      [['a'], [], 2],
      [[], [], 3],
      [['b'], [], 4],
    ]);
    expect(pendingCount(queue)).toBe(2);
  });

  it('keeps a move back (training) in its place', () => {
    const queue = queuePosition(queuePosition(EMPTY_QUEUE, 5), 4);
    expect(shape(queue)).toEqual([
      [[], [], 5],
      [[], [], 4],
    ]);
  });
});

describe('takeSnapshot and acknowledge', () => {
  it('sends one page at a time: its changes with the move off it, never two moves in one save', () => {
    let queue: PendingQueue = [step(['a'], ['x'], 2), step([], [], 3), step(['b'], [], 4)];
    const sent: PendingStep[] = [];
    while (!isQueueEmpty(queue)) {
      const snapshot = takeSnapshot(queue);
      sent.push(snapshot);
      queue = acknowledge(queue, snapshot);
    }
    expect(sent).toEqual([step(['a'], ['x'], 2), step([], [], 3), step(['b'], [], 4)]);
  });

  it('removes exactly what was acknowledged and keeps what was recorded during the save', () => {
    const before: PendingQueue = [step(['a'], ['x'])];
    const sent = takeSnapshot(before);
    let queue = mergeChange(before, { added: [event('b')], removed: ['y'] });
    queue = queuePosition(queue, 3);
    expect(shape(acknowledge(queue, sent))).toEqual([[['b'], ['y'], 3]]);
  });

  it('clears a move once the save that carried it is acknowledged', () => {
    const queue: PendingQueue = [step([], [], 4)];
    expect(acknowledge(queue, takeSnapshot(queue))).toEqual(EMPTY_QUEUE);
  });

  it('sends at most the limit per save, the move only with the last part of its page', () => {
    const queue: PendingQueue = [step(['a', 'b', 'c'], ['x'], 7), step(['d'], [], 8)];
    const first = takeSnapshot(queue, 2);
    expect(first).toEqual(step(['a', 'b'], ['x'], null));
    const rest = acknowledge(queue, first);
    expect(shape(rest)).toEqual([
      [['c'], [], 7],
      [['d'], [], 8],
    ]);
    const second = takeSnapshot(rest, 2);
    expect(second).toEqual(step(['c'], [], 7));
    expect(shape(acknowledge(rest, second))).toEqual([[['d'], [], 8]]);
  });

  it('acknowledging a removal of an event that left the added list meanwhile keeps nothing stale', () => {
    // 'a' was in flight, then removed: dropped from added, its id queued for removal.
    const inFlight = takeSnapshot([step(['a'])]);
    const queue = mergeChange([step(['a'])], { added: [], removed: ['a'] }, new Set(['a']));
    expect(shape(acknowledge(queue, inFlight))).toEqual([[[], ['a'], null]]);
  });
});

describe('storage', () => {
  it('keeps the queue under roadmark.session.{id}.pending and removes the key when empty', () => {
    const queue: PendingQueue = [step(['a'], ['x'], 1), step(['b'])];
    writeQueue('s-1', queue);
    expect(queueStorageKey('s-1')).toBe('roadmark.session.s-1.pending');
    expect(JSON.parse(localStorage.getItem('roadmark.session.s-1.pending') ?? 'null')).toEqual(queue);
    expect(readQueue('s-1')).toEqual(queue);
    expect(readQueue('s-2')).toEqual(EMPTY_QUEUE);
    writeQueue('s-1', EMPTY_QUEUE);
    expect(localStorage.getItem('roadmark.session.s-1.pending')).toBeNull();
  });

  it('reads damaged or foreign data as an empty queue, keeping the readable parts', () => {
    expect(parseQueue('not json')).toEqual(EMPTY_QUEUE);
    expect(parseQueue('42')).toEqual(EMPTY_QUEUE);
    expect(parseQueue(JSON.stringify([{ added: [{ id: 1 }, event('a')], removed: ['x', 3], position: -1 }]))).toEqual([
      step(['a'], ['x']),
    ]);
  });

  it('reads a queue stored by the earlier player (one object) as one step', () => {
    expect(parseQueue(JSON.stringify({ added: [event('a')], removed: [], position: 2 }))).toEqual([step(['a'], [], 2)]);
  });

  it('keeps the queue in memory when storage refuses it (full or blocked)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const queue: PendingQueue = [step(['a'])];
    writeQueue('s-full', queue, refusing);
    expect(readQueue('s-full', refusing)).toEqual(queue);
    writeQueue('s-full', EMPTY_QUEUE, refusing);
    expect(readQueue('s-full', refusing)).toEqual(EMPTY_QUEUE);
  });
});
