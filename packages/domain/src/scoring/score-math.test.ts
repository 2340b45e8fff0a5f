import { describe, expect, it } from 'vitest';
import { clampScore, percentOf, roundHalfUp } from './score-math.ts';
import { scoreRangeContains } from './score-range.ts';

describe('clampScore', () => {
  it.each([
    [-100000, 0],
    [-0.5, 0],
    [0, 0],
    [55, 55],
    [100, 100],
    [130, 100],
    [Number.NaN, 0],
  ])('keeps %s within 0..100 as %s', (value, expected) => {
    expect(clampScore(value)).toBe(expected);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [12.5, 13],
    [12.49, 12],
    [0.5, 1],
    [49.5, 50],
    [69.5, 70],
    [33.333, 33],
  ])('rounds %s to %s', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });
});

describe('percentOf', () => {
  it.each([
    // 100 × 1 / 8 = 12.5 → 13 (half up)
    [1, 8, 13],
    // 100 × 1 / 3 = 33.33 → 33
    [1, 3, 33],
    // 100 × 2 / 3 = 66.67 → 67
    [2, 3, 67],
    // 100 × 99 / 200 = 49.5 → 50
    [99, 200, 50],
    // 100 × 139 / 200 = 69.5 → 70
    [139, 200, 70],
    [0, 300, 0],
    [300, 300, 100],
    [0, 0, null],
    [5, -100, null],
  ])('100 × %s / %s is %s', (score, maxScore, expected) => {
    expect(percentOf(score, maxScore)).toBe(expected);
  });
});

describe('scoreRangeContains', () => {
  it.each([
    [{ min: 0, max: 100 }, 0, true],
    [{ min: 0, max: 100 }, 100, true],
    [{ min: 0, max: 100 }, 101, false],
    [{ min: 0, max: 100 }, -1, false],
    [{ min: 30, max: 69 }, 30, true],
    [{ min: 30, max: 69 }, 69, true],
    [{ min: 30, max: 69 }, 29, false],
    [{ min: 30, max: 69 }, 70, false],
    [{ min: 50, max: 50 }, 50, true],
    [{ min: 0, max: 100 }, null, false],
    [{ min: 0, max: 100 }, undefined, false],
    [{ min: 0, max: 100 }, Number.NaN, false],
  ])('%o contains %s: %s', (range, score, expected) => {
    expect(scoreRangeContains(range, score)).toBe(expected);
  });
});
