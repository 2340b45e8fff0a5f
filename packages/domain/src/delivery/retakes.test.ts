import { describe, expect, it } from 'vitest';
import { retakeAllowed } from './retakes.ts';

describe('retakeAllowed', () => {
  it.each<[number, number | null | undefined, boolean, boolean, string]>([
    [0, 0, true, true, 'maxRestarts 0 allows the first attempt'],
    [1, 0, true, false, 'maxRestarts 0 allows no second attempt'],
    [1, 1, true, true, 'maxRestarts 1 allows one retake'],
    [2, 1, true, false, 'maxRestarts 1 allows no second retake'],
    [3, 3, true, true, 'up to the limit'],
    [4, 3, true, false, 'over the limit'],
    [0, null, true, true, 'no limit set is 0: the first attempt'],
    [1, undefined, true, false, 'no limit set is 0: no retake'],
    [1, -2, true, false, 'a negative limit counts as 0'],
    [2, 1.9, true, false, 'a fractional limit is floored'],
    [5, 0, false, true, 'no subscription on the profile: always'],
  ])('%s started, maxRestarts %s, subscription %s: %s (%s)', (started, maxRestarts, hasSubscription, expected) => {
    expect(retakeAllowed(started, maxRestarts, hasSubscription)).toBe(expected);
  });
});
