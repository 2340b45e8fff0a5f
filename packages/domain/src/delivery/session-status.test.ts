import { describe, expect, it } from 'vitest';
import { isFinishedStatus, personSessionStatus, SessionStatus, type StatusSession } from './session-status.ts';

interface Named extends StatusSession {
  name: string;
}

/** A session started on day `start` of November 2026 (and ended on day `end` when finished). */
function session(name: string, start: number, end: number | null, fields: Partial<StatusSession> = {}): Named {
  const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T09:00:00Z`;
  return { name, startDate: day(start), endDate: end ? day(end) : null, isFinished: end !== null, ...fields };
}

const names = (list: readonly Named[]) => list.map((entry) => entry.name);

describe('personSessionStatus', () => {
  it.each<[string, Named[], SessionStatus, string | null, number, string[]]>([
    ['no session: not started', [], 'NotStarted', null, 0, []],
    ['an unfinished session: started', [session('a', 1, null)], 'Started', 'a', 0, []],
    [
      'started, counting the earlier unfinished attempts',
      [session('a', 1, null), session('b', 3, null), session('c', 2, 2), session('d', 5, null)],
      'Started',
      'd',
      2,
      ['c'],
    ],
    ['a finished session: completed', [session('a', 1, 2)], 'Completed', 'a', 0, []],
    [
      'completed, with the older finished ones as history, most recently ended first',
      [session('a', 1, 2), session('c', 5, 6), session('b', 3, 9), session('x', 4, null)],
      'Completed',
      'c',
      1,
      ['b', 'a'],
    ],
    [
      'finished and flagged: marked suspicious',
      [session('a', 1, 2), session('b', 3, 4, { markedSuspicious: true })],
      'MarkedSuspicious',
      'b',
      0,
      ['a'],
    ],
    [
      'a flagged older session does not change a clean latest one',
      [session('a', 1, 2, { markedSuspicious: true }), session('b', 3, 4)],
      'Completed',
      'b',
      0,
      ['a'],
    ],
    [
      'a restart after a finished session: started again',
      [session('a', 1, 2), session('b', 3, null)],
      'Started',
      'b',
      0,
      ['a'],
    ],
    [
      'archived sessions are ignored',
      [session('a', 1, 2), session('b', 3, null, { archived: true })],
      'Completed',
      'a',
      0,
      [],
    ],
    ['only archived sessions: not started', [session('a', 1, 2, { archived: true })], 'NotStarted', null, 0, []],
  ])('%s', (_name, sessions, status, latest, earlierUnfinished, historic) => {
    const result = personSessionStatus(sessions);
    expect(result.status).toBe(status);
    expect(result.latest?.name ?? null).toBe(latest);
    expect(result.earlierUnfinished).toBe(earlierUnfinished);
    expect(names(result.historic)).toEqual(historic);
  });

  it('shows a flagged session as completed away from the user dashboard', () => {
    const flagged = [session('a', 1, 2, { markedSuspicious: true })];
    expect(personSessionStatus(flagged, { showSuspicious: false }).status).toBe('Completed');
  });

  it('reads Date objects as well as ISO text', () => {
    const result = personSessionStatus([
      { name: 'old', startDate: new Date('2026-11-01T09:00:00Z'), isFinished: true },
      { name: 'new', startDate: '2026-11-02T09:00:00Z', isFinished: false },
    ]);
    expect(result.latest?.name).toBe('new');
  });

  it('takes the later entry as latest when two start at the same moment', () => {
    const result = personSessionStatus([session('first', 1, 1), session('second', 1, null)]);
    expect(result.latest?.name).toBe('second');
    expect(result.status).toBe('Started');
  });
});

describe('isFinishedStatus', () => {
  it.each<[SessionStatus, boolean]>([
    [SessionStatus.NotStarted, false],
    [SessionStatus.Started, false],
    [SessionStatus.Completed, true],
    [SessionStatus.MarkedSuspicious, true],
  ])('%s: %s', (status, expected) => {
    expect(isFinishedStatus(status)).toBe(expected);
  });
});
