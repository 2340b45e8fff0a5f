import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW, type RiskCategory, riskCategory } from '../risk.ts';

/**
 * docs/product/risk.md#session-risk: a session's risk uses its assessment's thresholds (30 / 70 unless the assessment
 * overrides them); a session with no total score (nothing scored) is NotAssessed.
 */
export function sessionRiskCategory(
  totalScore: number | null | undefined,
  assessment: { highRiskBelow?: number | null; mediumRiskBelow?: number | null },
): RiskCategory {
  return riskCategory(totalScore, {
    highRiskBelow: assessment.highRiskBelow ?? DEFAULT_HIGH_RISK_BELOW,
    mediumRiskBelow: assessment.mediumRiskBelow ?? DEFAULT_MEDIUM_RISK_BELOW,
  });
}
