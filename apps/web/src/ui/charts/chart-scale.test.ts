import { describe, expect, it } from 'vitest';
import { countTicks, percentOf } from './chart-scale';

describe('countTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [4, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6, 8]],
    [12, [0, 5, 10, 15]],
    [48, [0, 10, 20, 30, 40, 50]],
    [230, [0, 50, 100, 150, 200, 250]],
  ])('gives the count axis up to %d whole, evenly spaced ticks: %j', (largest, ticks) => {
    expect(countTicks(largest)).toEqual(ticks);
  });
});

describe('percentOf', () => {
  it('places a value along the axis and keeps it on the axis', () => {
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(120, 100)).toBe(100);
    expect(percentOf(-1, 100)).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
  });
});
