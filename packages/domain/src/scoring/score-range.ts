/**
 * Feedback ranges, adjustment rules and recommendation rules hold a score range with both ends inclusive: the
 * editors accept min ≤ max within 0..100 (content/score-ranges.ts), a new range is 0 to 100 and must cover a
 * perfect 100, and the server's recommendation query already uses SQL `between` (inclusive). Scores matched
 * against ranges are whole-number percents (score-math.ts), so ranges like 0–29 / 30–69 / 70–100 leave no gaps.
 */

/** Any range shape, read through its min and max. */
export interface ScoreBounds {
  min: number;
  max: number;
}

/** True when min ≤ score ≤ max; a null score (not assessed) is in no range. */
export function scoreRangeContains(range: ScoreBounds, score: number | null | undefined): boolean {
  if (score === null || score === undefined || Number.isNaN(score)) return false;
  return range.min <= score && score <= range.max;
}
