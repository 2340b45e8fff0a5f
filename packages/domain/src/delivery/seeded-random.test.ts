import { describe, expect, it } from 'vitest';
import { mulberry32, randomForSession, seedFromString } from './seeded-random.ts';

describe('seedFromString', () => {
  // The FNV-1a 32-bit test vectors published with the algorithm.
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j to the FNV-1a value %i', (text, expected) => {
    expect(seedFromString(text)).toBe(expected);
  });
});

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives another sequence for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(43);
    expect([a(), a(), a()]).not.toEqual([b(), b(), b()]);
  });

  // Pinned: a change of generator would change the draw of every seeded session, so it must not pass unnoticed.
  it('keeps the known first values of seed 1', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('stays in [0, 1) and spreads evenly over ten buckets', () => {
    const random = mulberry32(7);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let index = 0; index < 20_000; index += 1) {
      const value = random();
      expect(value >= 0 && value < 1).toBe(true);
      buckets[Math.floor(value * 10)] = (buckets[Math.floor(value * 10)] ?? 0) + 1;
    }
    // 2000 expected per bucket; ±200 is more than 4 standard deviations (σ ≈ 42).
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });
});

describe('randomForSession', () => {
  it('draws the same numbers for the same session id, other numbers for another', () => {
    const id = '0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f';
    const first = randomForSession(id);
    const again = randomForSession(id);
    const other = randomForSession('0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e70');
    const values = [first(), first()];
    expect([again(), again()]).toEqual(values);
    expect([other(), other()]).not.toEqual(values);
  });
});
