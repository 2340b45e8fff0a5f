/**
 * Rounding and clamping (docs/product/scoring.md#rounding-and-clamping), applied the same way everywhere:
 * - part scores and driver-metric values are clamped to 0..100;
 * - every percent (question, driver metric, session total) is 100 × Σ scores / Σ maxScores over the raw sums,
 *   rounded once at the end, half up (12.5 → 13), never an average of already-rounded percents;
 * - the questionnaire group score is the one exception: it is floored, not rounded.
 * Ranges (feedback, adjustments, recommendations) are then matched against these whole-number percents.
 */

export const MIN_SCORE = 0;
export const MAX_SCORE = 100;

/** The value kept within min..max (0..100 unless told); NaN becomes min. */
export function clampScore(value: number, min: number = MIN_SCORE, max: number = MAX_SCORE): number {
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/** Half-up rounding to a whole number (Math.round: 12.5 → 13, 12.49 → 12); percents are never negative. */
export function roundHalfUp(value: number): number {
  return Math.round(value);
}

/** Math.round(100 × score / maxScore), or null when there is nothing to score against (maxScore ≤ 0). */
export function percentOf(score: number, maxScore: number): number | null {
  if (!(maxScore > 0)) return null;
  return roundHalfUp((100 * score) / maxScore);
}
