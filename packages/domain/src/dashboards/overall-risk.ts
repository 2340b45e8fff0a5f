import { type RiskCategory, type RiskThresholds, riskCategory } from '../risk.ts';
import { roundHalfUp } from '../scoring/score-math.ts';

/**
 * docs/product/scoring.md#overall-score: a person's overall score is the mean of their latest finished score for each
 * licensed assessment (type Assessment only; the caller passes one entry per such assessment, null when none is
 * finished), rounded once, half up. Null when no assessment has a finished score (the person is Not Assessed).
 */
export function overallScore(latestScores: readonly (number | null | undefined)[]): number | null {
  const finished = latestScores.filter((score): score is number => typeof score === 'number' && Number.isFinite(score));
  if (finished.length === 0) return null;
  return roundHalfUp(finished.reduce((sum, score) => sum + score, 0) / finished.length);
}

/** A person's overall risk: the subscription's thresholds over `overallScore`; NotAssessed with nothing finished. */
export function overallRisk(
  latestScores: readonly (number | null | undefined)[],
  thresholds: RiskThresholds,
): RiskCategory {
  return riskCategory(overallScore(latestScores), thresholds);
}
