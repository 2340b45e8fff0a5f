import { ANALYSIS_RULES } from '@roadmark/domain/analysis/analysis-rules';
import type { AxisMark } from '../../../ui/charts/chart-frame';

export interface ClickBin {
  startSeconds: number;
  count: number;
}

export interface TimeWindow {
  startSeconds: number;
  endSeconds: number;
}

/**
 * The clip's time axis as drawn, in whole seconds: to the last click, or past the last window by the near-miss
 * margin (so the stretch where a click just misses it shows too), whichever is later.
 */
export function timelineEnd(bins: readonly ClickBin[], binSeconds: number, windows: readonly TimeWindow[]): number {
  const lastBinEnd = bins.length * binSeconds;
  const lastWindowEnd = Math.max(0, ...windows.map((window) => window.endSeconds + ANALYSIS_RULES.nearMissSeconds));
  return Math.max(1, Math.ceil(Math.max(lastBinEnd, lastWindowEnd)));
}

/** A count for every bin from 0 to `end`, those without clicks included, so each bin takes its share of the width. */
export function binCounts(bins: readonly ClickBin[], binSeconds: number, end: number): number[] {
  const counts = Array.from({ length: Math.round(end / binSeconds) }, () => 0);
  for (const bin of bins) {
    const index = Math.round(bin.startSeconds / binSeconds);
    if (index >= 0 && index < counts.length) counts[index] = bin.count;
  }
  return counts;
}

const MARK_STEPS = [1, 2, 5, 10, 15, 30, 60];

/** Whole seconds along the axis, at most eleven marks: every second of a short clip, every 5 or 10 of a long one. */
export function secondMarks(end: number, label: (seconds: number) => string): AxisMark[] {
  const step = MARK_STEPS.find((candidate) => end / candidate <= 10) ?? Math.ceil(end / 10 / 60) * 60;
  const marks: AxisMark[] = [];
  for (let seconds = 0; seconds <= end; seconds += step)
    marks.push({ at: (seconds / end) * 100, label: label(seconds) });
  return marks;
}
