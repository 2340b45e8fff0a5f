import { describe, expect, it } from 'vitest';
import { answerAtPoint, answerAtVideoTime, chosenAnswer, toVirtualImagePoint } from './answer-lookup.ts';
import type { ScoringAnswer } from './scoring-question.ts';

const timeWindows: ScoringAnswer[] = [
  { id: 'a', score: 100, startResponseTimeSeconds: 2, endResponseTimeSeconds: 4 },
  { id: 'b', score: 60, startResponseTimeSeconds: 4, endResponseTimeSeconds: 6 },
  { id: 'c', score: 80, startResponseTimeSeconds: 3, endResponseTimeSeconds: 5 },
  { id: 'd', score: 40, startResponseTimeSeconds: 10, endResponseTimeSeconds: 12 },
  { id: 'gone', score: 100, startResponseTimeSeconds: 6, endResponseTimeSeconds: 9, archived: true },
];

describe('answerAtVideoTime', () => {
  it.each<[number | null, string | null, string]>([
    [1, null, 'before every window'],
    [2, 'a', 'at the start of a window (inclusive)'],
    [3.5, 'a', 'where a (100) and c (80) overlap: highest wins'],
    [4, 'a', 'where a, b and c all hold the time: 100 beats 80 and 60'],
    [4.5, 'c', 'where b (60) and c (80) overlap'],
    [6, 'b', 'at the end of a window (inclusive)'],
    [7, null, 'in an archived window only'],
    [12, 'd', 'at the end of the last window'],
    [12.01, null, 'after every window'],
    [-1, null, 'at a negative time'],
    [null, null, 'without a time'],
    [Number.NaN, null, 'at NaN'],
  ])('at %s s finds %s (%s)', (seconds, expected) => {
    expect(answerAtVideoTime(timeWindows, seconds)?.id ?? null).toBe(expected);
  });

  it('breaks a tie of equal scores by the lower displayOrder', () => {
    const tied: ScoringAnswer[] = [
      { id: 'later', score: 50, displayOrder: 2, startResponseTimeSeconds: 0, endResponseTimeSeconds: 5 },
      { id: 'first', score: 50, displayOrder: 1, startResponseTimeSeconds: 1, endResponseTimeSeconds: 3 },
    ];
    expect(answerAtVideoTime(tied, 2)?.id).toBe('first');
  });
});

const rectangles: ScoringAnswer[] = [
  { id: 'w1', score: 50, windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300 },
  { id: 'w2', score: 90, windowLeft: 200, windowTop: 200, windowRight: 400, windowBottom: 400 },
  { id: 'w3', score: 30, windowLeft: 1800, windowTop: 1000, windowRight: 1920, windowBottom: 1080 },
];

type Click = { x: number | null; y: number | null };
type Size = { width: number; height: number } | null;

describe('answerAtPoint', () => {
  it.each<[Click, Size, string | null, string]>([
    [{ x: 50, y: 50 }, null, null, 'outside every window'],
    [{ x: 100, y: 100 }, null, 'w1', 'on the top-left corner (inclusive)'],
    [{ x: 150, y: 150 }, null, 'w1', 'inside one window'],
    [{ x: 250, y: 250 }, null, 'w2', 'where w1 (50) and w2 (90) overlap: highest wins'],
    [{ x: 400, y: 400 }, null, 'w2', 'on the bottom-right corner (inclusive)'],
    [{ x: 401, y: 300 }, null, null, 'one unit right of w2'],
    [{ x: 1920, y: 1080 }, null, 'w3', 'at the far corner of the virtual space'],
    // 960x540 is half size: (125, 125) → (250, 250), in the overlap
    [{ x: 125, y: 125 }, { width: 960, height: 540 }, 'w2', 'scaled up from a half-size image'],
    // (50, 50) → (100, 100), w1's corner
    [{ x: 50, y: 50 }, { width: 960, height: 540 }, 'w1', 'scaled onto a corner'],
    // 3840x2160 is double size: (500, 500) → (250, 250)
    [{ x: 500, y: 500 }, { width: 3840, height: 2160 }, 'w2', 'scaled down from a double-size image'],
    // 640x480: x × 1920/640 = 100 × 3 = 300, y × 1080/480 = 120 × 2.25 = 270: w1's right edge and inside w2
    [{ x: 100, y: 120 }, { width: 640, height: 480 }, 'w2', 'scaled by each axis on its own'],
    [{ x: null, y: 10 }, null, null, 'without a position'],
  ])('%o on image %o finds %s (%s)', (click, imageSize, expected) => {
    expect(answerAtPoint(rectangles, click, imageSize)?.id ?? null).toBe(expected);
  });
});

describe('toVirtualImagePoint', () => {
  it.each([
    [{ x: 10, y: 20 }, null, { x: 10, y: 20 }],
    [
      { x: 10, y: 20 },
      { width: 0, height: 0 },
      { x: 10, y: 20 },
    ],
    [
      { x: 480, y: 270 },
      { width: 960, height: 540 },
      { x: 960, y: 540 },
    ],
  ])('%o from %o is %o', (point, from, expected) => {
    expect(toVirtualImagePoint(point, from)).toEqual(expected);
  });
});

describe('chosenAnswer', () => {
  const answers: ScoringAnswer[] = [
    { id: 'm1', score: 100 },
    { id: 'm2', score: 0, archived: true },
  ];
  it.each([
    ['m1', 'm1'],
    ['m2', null],
    ['unknown', null],
    [null, null],
    [undefined, null],
  ])('chosen %s gives %s', (id, expected) => {
    expect(chosenAnswer(answers, id)?.id ?? null).toBe(expected);
  });
});
