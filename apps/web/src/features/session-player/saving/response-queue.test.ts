import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledge,
  EMPTY_QUEUE,
  isQueueEmpty,
  mergeChange,
  type PendingQueue,
  parseQueue,
  pendingCount,
  queueStorageKey,
  raisePosition,
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

const ids = (queue: PendingQueue) => queue.added.map((e) => e.id);

afterEach(() => localStorage.clear());

describe('mergeChange', () => {
  it('appends added events once each and keeps removed ids of responses already sent', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a'), event('b')], removed: [] });
    queue = mergeChange(queue, { added: [event('b'), event('c')], removed: ['sent-earlier'] });
    expect(ids(queue)).toEqual(['a', 'b', 'c']);
    expect(queue.removed).toEqual(['sent-earlier']);
    expect(pendingCount(queue)).toBe(4);
  });

  it('drops an added event removed before it was sent from both lists', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [event('a'), event('b')], removed: [] });
    queue = mergeChange(queue, { added: [event('c')], removed: ['a'] });
    expect(ids(queue)).toEqual(['b', 'c']);
    expect(queue.removed).toEqual([]);
  });

  it('drops an event added and removed in the same change', () => {
    const queue = mergeChange(EMPTY_QUEUE, { added: [event('a')], removed: ['a'] });
    expect(isQueueEmpty(queue)).toBe(true);
  });

  it('keeps the removal of an event that is part of a save under way (the server may store it)', () => {
    const queue = mergeChange(
      { added: [event('a'), event('b')], removed: [], position: null },
      { added: [], removed: ['a', 'b'] },
      new Set(['a']),
    );
    expect(ids(queue)).toEqual([]);
    expect(queue.removed).toEqual(['a']);
  });

  it('lists a removed id once however often it is removed', () => {
    let queue = mergeChange(EMPTY_QUEUE, { added: [], removed: ['x'] });
    queue = mergeChange(queue, { added: [], removed: ['x'] });
    expect(queue.removed).toEqual(['x']);
  });

  it('does not change the queue it was given', () => {
    const queue: PendingQueue = { added: [event('a')], removed: [], position: 2 };
    mergeChange(queue, { added: [event('b')], removed: ['a'] });
    expect(queue).toEqual({ added: [event('a')], removed: [], position: 2 });
  });
});

describe('raisePosition', () => {
  it('keeps the highest position asked for', () => {
    let queue = raisePosition(EMPTY_QUEUE, 3);
    queue = raisePosition(queue, 2);
    expect(queue.position).toBe(3);
    expect(raisePosition(queue, 5).position).toBe(5);
    expect(raisePosition(EMPTY_QUEUE, 0).position).toBe(0);
  });
});

describe('takeSnapshot and acknowledge', () => {
  it('removes exactly what was acknowledged and keeps what was recorded during the save', () => {
    const sent = takeSnapshot({ added: [event('a')], removed: ['x'], position: 2 });
    let queue = mergeChange(
      { added: [event('a')], removed: ['x'], position: 2 },
      { added: [event('b')], removed: ['y'] },
    );
    queue = raisePosition(queue, 3);
    expect(acknowledge(queue, sent)).toEqual({ added: [event('b')], removed: ['y'], position: 3 });
  });

  it('clears the position once a save with that position (or a higher one) is acknowledged', () => {
    const queue: PendingQueue = { added: [], removed: [], position: 4 };
    const sent = takeSnapshot(queue);
    expect(acknowledge(queue, sent)).toEqual(EMPTY_QUEUE);
  });

  it('sends at most the limit per save, the position only with the last part', () => {
    const queue: PendingQueue = { added: [event('a'), event('b'), event('c')], removed: ['x'], position: 7 };
    const first = takeSnapshot(queue, 2);
    expect(ids(first)).toEqual(['a', 'b']);
    expect(first.removed).toEqual(['x']);
    expect(first.position).toBeNull();
    const rest = acknowledge(queue, first);
    expect(rest).toEqual({ added: [event('c')], removed: [], position: 7 });
    const second = takeSnapshot(rest, 2);
    expect(second.position).toBe(7);
    expect(isQueueEmpty(acknowledge(rest, second))).toBe(true);
  });

  it('acknowledging a removal of an event that left the added list meanwhile keeps nothing stale', () => {
    // 'a' was in flight, then removed: dropped from added, its id queued for removal.
    const inFlight = takeSnapshot({ added: [event('a')], removed: [], position: null });
    const queue = mergeChange(
      { added: [event('a')], removed: [], position: null },
      { added: [], removed: ['a'] },
      new Set(['a']),
    );
    expect(acknowledge(queue, inFlight)).toEqual({ added: [], removed: ['a'], position: null });
  });
});

describe('storage', () => {
  it('keeps the queue under roadmark.session.{id}.pending and removes the key when empty', () => {
    const queue: PendingQueue = { added: [event('a')], removed: ['x'], position: 1 };
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
    expect(parseQueue(JSON.stringify({ added: [{ id: 1 }, event('a')], removed: ['x', 3], position: -1 }))).toEqual({
      added: [event('a')],
      removed: ['x'],
      position: null,
    });
  });

  it('keeps the queue in memory when storage refuses it (full or blocked)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const queue: PendingQueue = { added: [event('a')], removed: [], position: null };
    writeQueue('s-full', queue, refusing);
    expect(readQueue('s-full', refusing)).toEqual(queue);
    writeQueue('s-full', EMPTY_QUEUE, refusing);
    expect(readQueue('s-full', refusing)).toEqual(EMPTY_QUEUE);
  });
});
