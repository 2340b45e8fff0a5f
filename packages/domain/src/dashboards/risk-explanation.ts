import { RiskCategory, type RiskThresholds, riskCategory } from '../risk.ts';

/** A driver metric with the person's current value (UserDriverMetric.currentValue, 0..100). */
export interface MetricValue {
  metricId: string;
  name: string;
  value: number;
}

/** A metric below the subscription's mediumRiskBelow, with the band its value falls in (High or Medium). */
export interface WeakMetric extends MetricValue {
  band: typeof RiskCategory.High | typeof RiskCategory.Medium;
}

/** What overall score moves the person up one band. */
export interface NextBand {
  category: typeof RiskCategory.Medium | typeof RiskCategory.Low;
  /** The next band's lower bound: the overall score to reach. */
  targetScore: number;
  /** targetScore minus the current overall score (always > 0). */
  pointsNeeded: number;
}

export interface RiskExplanation {
  /** The overall score (see `overallScore`), null when Not Assessed. */
  score: number | null;
  category: RiskCategory;
  /** Metrics whose current value is below mediumRiskBelow, lowest first (ties by name, then id); [] when Not Assessed. */
  pulledDown: WeakMetric[];
  /** Null at Low (nothing above it) and when Not Assessed (finishing an assessment, not a score, changes that). */
  nextBand: NextBand | null;
}

/**
 * The explanation a driver sees of their overall risk. The subscription's thresholds classify both the
 * overall score and each metric value the same way as `riskCategory`: a value pulls the risk down when it is below
 * mediumRiskBelow (band Medium) or below highRiskBelow (band High). Weak metrics are listed in every assessed band,
 * Low included (they are still the person's weakest areas). The next band is the first band above the current one
 * that a score can reach: at High the target is highRiskBelow (Medium, or Low when the two thresholds are equal), at
 * Medium it is mediumRiskBelow. Returns data, not text: the web words it.
 */
export function riskExplanation(
  score: number | null,
  metrics: readonly MetricValue[],
  thresholds: RiskThresholds,
): RiskExplanation {
  const category = riskCategory(score, thresholds);
  if (score === null || category === RiskCategory.NotAssessed) {
    return { score: null, category: RiskCategory.NotAssessed, pulledDown: [], nextBand: null };
  }
  return { score, category, pulledDown: weakMetrics(metrics, thresholds), nextBand: nextBand(score, thresholds) };
}

/** The metrics below mediumRiskBelow, lowest value first, ties by name then id. */
export function weakMetrics(metrics: readonly MetricValue[], thresholds: RiskThresholds): WeakMetric[] {
  return metrics
    .filter((metric) => Number.isFinite(metric.value) && metric.value < thresholds.mediumRiskBelow)
    .map((metric) => ({
      ...metric,
      band: metric.value < thresholds.highRiskBelow ? RiskCategory.High : RiskCategory.Medium,
    }))
    .sort((a, b) => a.value - b.value || compareText(a.name, b.name) || compareText(a.metricId, b.metricId));
}

/** The overall score that moves a person at `score` up one band, or null at Low. */
export function nextBand(score: number, thresholds: RiskThresholds): NextBand | null {
  const current = riskCategory(score, thresholds);
  const targetScore =
    current === RiskCategory.High
      ? thresholds.highRiskBelow
      : current === RiskCategory.Medium
        ? thresholds.mediumRiskBelow
        : null;
  if (targetScore === null) return null;
  const category = riskCategory(targetScore, thresholds);
  if (category !== RiskCategory.Medium && category !== RiskCategory.Low) return null;
  return { category, targetScore, pointsNeeded: targetScore - score };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
