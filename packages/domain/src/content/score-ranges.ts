import { z } from 'zod';

/** A new feedback or recommendation range covers 0 to 100. */
export const DEFAULT_SCORE_RANGE = { minScore: 0, maxScore: 100 } as const;
export const SCORE_RANGE_LIMITS = { min: 0, max: 100 } as const;

export const minScoreSchema = z
  .number({ message: 'validation.content.minScoreRange' })
  .min(SCORE_RANGE_LIMITS.min, 'validation.content.minScoreRange')
  .max(SCORE_RANGE_LIMITS.max, 'validation.content.minScoreRange');

export const maxScoreSchema = z
  .number({ message: 'validation.content.maxScoreRange' })
  .min(SCORE_RANGE_LIMITS.min, 'validation.content.maxScoreRange')
  .max(SCORE_RANGE_LIMITS.max, 'validation.content.maxScoreRange');

/** A refinement for objects with a min and a max field: the minimum may not be above the maximum. */
export function minNotAboveMax<K extends string, L extends string>(minField: K, maxField: L) {
  return (value: Record<K | L, number>, ctx: z.RefinementCtx) => {
    if (value[minField] > value[maxField]) {
      ctx.addIssue({ code: 'custom', path: [minField], message: 'validation.content.scoreRangeOrder' });
    }
  };
}

/** Ranges and rules are shown sorted by min then max score. */
export function sortByScoreRange<T>(items: readonly T[], range: (item: T) => { min: number; max: number }): T[] {
  return [...items].sort((a, b) => {
    const ra = range(a);
    const rb = range(b);
    return ra.min - rb.min || ra.max - rb.max;
  });
}
