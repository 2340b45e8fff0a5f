import { adjustmentRuleSchema, recommendationRuleSchema } from '@roadmark/domain/content/driver-metric-rules';
import { DEFAULT_SCORE_RANGE } from '@roadmark/domain/content/score-ranges';
import { schemaProblems } from './schema-problems';

/**
 * A DriverMetricRecommendation as the editors hold it: null while a metric is not chosen or a score input
 * is empty (validation says what is missing). New rules get a crypto.randomUUID() id.
 */
export interface RecommendationRule {
  id: string;
  driverMetricId: string | null;
  minScore: number | null;
  maxScore: number | null;
}

/** A DriverMetricAdjustment: a recommendation's fields plus the change to the metric (null while empty). */
export interface AdjustmentRule extends RecommendationRule {
  adjustmentValue: number | null;
}

/** A new rule: no metric yet, 0 to 100. */
export function newRecommendationRule(): RecommendationRule {
  return {
    id: crypto.randomUUID(),
    driverMetricId: null,
    minScore: DEFAULT_SCORE_RANGE.minScore,
    maxScore: DEFAULT_SCORE_RANGE.maxScore,
  };
}

/** A new adjustment: no metric and no adjustment value yet, 0 to 100. */
export function newAdjustmentRule(): AdjustmentRule {
  return { ...newRecommendationRule(), adjustmentValue: null };
}

export function isAdjustmentRule(rule: RecommendationRule | AdjustmentRule): rule is AdjustmentRule {
  return 'adjustmentValue' in rule;
}

/** The domain's check of a rule ('Metric is required', 'Adjustment cannot be zero', score ranges) by field. */
export function ruleProblems(rule: RecommendationRule | AdjustmentRule): Record<string, string> {
  const fields = { driverMetricId: rule.driverMetricId, minScore: rule.minScore, maxScore: rule.maxScore };
  return isAdjustmentRule(rule)
    ? schemaProblems(adjustmentRuleSchema, { ...fields, adjustmentValue: rule.adjustmentValue })
    : schemaProblems(recommendationRuleSchema, fields);
}
