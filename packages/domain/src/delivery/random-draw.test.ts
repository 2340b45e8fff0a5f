import { describe, expect, it } from 'vitest';
import { scripted } from './delivery-test-fixtures.ts';
import { drawAtRandom, shuffle } from './random-draw.ts';

describe('drawAtRandom', () => {
  it.each<[string, string[], number, number[], string[]]>([
    // step 0: floor(0.5 × 4) = 2 → c, list c b a d; step 1: 1 + floor(0 × 3) = 1 → b
    ['two of four', ['a', 'b', 'c', 'd'], 2, [0.5, 0], ['c', 'b']],
    // step 0: floor(0.99 × 3) = 2 → c, list c b a; step 1: 1 + floor(0.5 × 2) = 2 → a, list c a b; step 2: b
    ['more than there are draws all, in drawn order', ['a', 'b', 'c'], 5, [0.99, 0.5, 0], ['c', 'a', 'b']],
    ['one of one', ['a'], 1, [0.99], ['a']],
    ['none when the count is 0', ['a', 'b'], 0, [], []],
    ['none when the count is negative', ['a', 'b'], -1, [], []],
    ['a fraction of a count is floored', ['a', 'b', 'c'], 1.9, [0], ['a']],
    ['nothing from nothing', [], 3, [], []],
  ])('%s', (_name, candidates, count, values, expected) => {
    const random = scripted(values);
    expect(drawAtRandom(candidates, count, random)).toEqual(expected);
    expect(random.left()).toBe(0);
  });

  it('never picks past the end when the source returns 1', () => {
    expect(drawAtRandom(['a', 'b'], 2, () => 1)).toEqual(['b', 'a']);
  });

  it('leaves its input alone', () => {
    const input = ['a', 'b', 'c'];
    drawAtRandom(input, 3, scripted([0.9, 0.9, 0]));
    expect(input).toEqual(['a', 'b', 'c']);
  });
});

describe('shuffle', () => {
  // step 0: floor(0.7 × 3) = 2 → c, list c b a; step 1: 1 + floor(0 × 2) = 1 → b; step 2: a
  it('returns every entry once, in drawn order', () => {
    expect(shuffle(['a', 'b', 'c'], scripted([0.7, 0, 0]))).toEqual(['c', 'b', 'a']);
  });
});
