export const RiskCategory = { High: 'High', Medium: 'Medium', Low: 'Low', NotAssessed: 'NotAssessed' } as const;
export type RiskCategory = (typeof RiskCategory)[keyof typeof RiskCategory];

export const DEFAULT_HIGH_RISK_BELOW = 30;
export const DEFAULT_MEDIUM_RISK_BELOW = 70;

export interface RiskThresholds {
  highRiskBelow: number;
  mediumRiskBelow: number;
}

/** docs/product/risk.md#thresholds: High risk < highRiskBelow <= Medium risk < mediumRiskBelow <= Low risk. */
export function riskCategory(score: number | null | undefined, thresholds: RiskThresholds): RiskCategory {
  if (score === null || score === undefined || Number.isNaN(score)) return RiskCategory.NotAssessed;
  if (score < thresholds.highRiskBelow) return RiskCategory.High;
  if (score < thresholds.mediumRiskBelow) return RiskCategory.Medium;
  return RiskCategory.Low;
}
