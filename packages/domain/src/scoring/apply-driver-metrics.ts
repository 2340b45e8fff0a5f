import type { DriverMetricScore } from './driver-metric-scores.ts';
import { clampScore } from './score-math.ts';

/** A DriverMetric: its id and the value a person starts at. */
export interface DriverMetricStart {
  id: string;
  startValue: number;
}

/** A UserDriverMetric: a person's current value of one metric, before this session. */
export interface UserDriverMetricValue {
  driverMetricId: string;
  currentValue: number;
  archived?: boolean | null;
}

/** A person's value of one metric after the session, and where it came from. */
export interface AppliedDriverMetric {
  driverMetricId: string;
  currentValue: number;
  /**
   * `session`: measured in this session (its percent plus adjustments, clamped 0..100) and to be stored;
   * `adjusted`: not measured now, but a rule of this session matched: the earlier value (or the startValue when
   * never measured) plus the adjustments, clamped, and to be stored;
   * `previous`: not measured now and no rule matched, the person's earlier value is kept; `start`: never measured,
   * the startValue.
   */
  source: 'session' | 'adjusted' | 'previous' | 'start';
}

/** The sources whose value the session changed, which finishing stores. */
export const STORED_SOURCES: ReadonlySet<AppliedDriverMetric['source']> = new Set(['session', 'adjusted']);

/**
 * `applyDriverMetricsForAssessmentSession` semantics (docs/product/scoring.md#driver-metrics): every metric measured in
 * the session takes its session percent, plus the adjustments for that metric, clamped to 0..100. A metric not measured
 * in the session keeps the person's previous value, or its startValue when never measured, and a matched rule adds its
 * adjustment to that value: a rule applies whenever its range matches, whether or not a question measured its metric.
 * An adjustment counts only for a listed metric, whose startValue is known. Returns the listed metrics in order, then
 * measured metrics that were not listed.
 */
export function applyDriverMetrics(input: {
  metrics: readonly DriverMetricStart[];
  previous: readonly UserDriverMetricValue[];
  sessionScores: readonly DriverMetricScore[];
  adjustments: ReadonlyMap<string, number>;
}): AppliedDriverMetric[] {
  const measured = new Map(input.sessionScores.map((score) => [score.driverMetricId, score.percent]));
  const previous = new Map(
    input.previous.filter((value) => !value.archived).map((value) => [value.driverMetricId, value.currentValue]),
  );
  const ids = [...new Set([...input.metrics.map((metric) => metric.id), ...measured.keys()])];
  const startValues = new Map(input.metrics.map((metric) => [metric.id, metric.startValue]));
  return ids.map((driverMetricId): AppliedDriverMetric => {
    const adjustment = input.adjustments.get(driverMetricId);
    const percent = measured.get(driverMetricId);
    if (percent !== undefined) {
      return { driverMetricId, currentValue: clampScore(percent + (adjustment ?? 0)), source: 'session' };
    }
    const earlier = previous.get(driverMetricId);
    const base = earlier ?? startValues.get(driverMetricId) ?? 0;
    if (adjustment !== undefined)
      return { driverMetricId, currentValue: clampScore(base + adjustment), source: 'adjusted' };
    return { driverMetricId, currentValue: clampScore(base), source: earlier !== undefined ? 'previous' : 'start' };
  });
}
