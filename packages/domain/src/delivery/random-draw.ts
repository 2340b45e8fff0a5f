import type { RandomSource } from './seeded-random.ts';

/**
 * Draws `count` entries at random without replacement (a partial Fisher-Yates shuffle), in the order drawn. Uses
 * exactly one random number per drawn entry: at step i (from 0) it takes entry i + floor(random() × (n − i)) of
 * what is left, where the list left is the input with earlier picks swapped to the front. A count over the list's
 * length draws the whole list; a count below 1 draws nothing.
 */
export function drawAtRandom<T>(candidates: readonly T[], count: number, random: RandomSource): T[] {
  const list = [...candidates];
  const take = Math.max(0, Math.min(Math.floor(count), list.length));
  for (let index = 0; index < take; index += 1) {
    const left = list.length - index;
    // A source that breaks its [0, 1) promise must not pick past the end.
    const pick = index + Math.min(left - 1, Math.max(0, Math.floor(random() * left)));
    const drawn = list[pick] as T;
    list[pick] = list[index] as T;
    list[index] = drawn;
  }
  return list.slice(0, take);
}

/** The whole list in random order (one random number per entry). */
export function shuffle<T>(list: readonly T[], random: RandomSource): T[] {
  return drawAtRandom(list, list.length, random);
}
