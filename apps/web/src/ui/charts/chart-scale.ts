/** A score axis: 0 to 100 in quarters. */
export const SCORE_TICKS: readonly number[] = [0, 25, 50, 75, 100];

/**
 * The ticks of a count axis from 0 to at least `largest`: whole numbers in steps of 1, 2 or 5 times a power of ten,
 * at most five steps, so the lines stay apart and every label is a count a person can have.
 */
export function countTicks(largest: number): readonly number[] {
  const top = Math.max(1, Math.ceil(largest));
  const rough = top / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 1);
  const steps = Math.ceil(top / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** The top of an axis: its last tick. */
export function axisTop(ticks: readonly number[]): number {
  return ticks[ticks.length - 1] ?? 1;
}

/** Where a value sits on an axis whose ticks end at `max`, in percent from the bottom (clamped to the axis). */
export function percentOf(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
