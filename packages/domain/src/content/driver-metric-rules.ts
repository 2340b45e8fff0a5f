import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { DEFAULT_SCORE_RANGE, maxScoreSchema, minNotAboveMax, minScoreSchema } from './score-ranges.ts';

/** What a recommendation, adjustment or tag link is attached to. */
export const RuleTargetType = { Assessment: 'Assessment', Question: 'Question' } as const;
export type RuleTargetType = (typeof RuleTargetType)[keyof typeof RuleTargetType];
export const ALL_RULE_TARGET_TYPES = Object.values(RuleTargetType) as [RuleTargetType, ...RuleTargetType[]];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A rule names its metric: 'Metric is required'. */
export const driverMetricIdSchema = z.preprocess(
  emptyToUndefined,
  z.uuid({ message: 'validation.content.metricRequired' }),
);

/**
 * A DriverMetricRecommendation (docs/product/content.md#recommendations-and-adjustments): the edited fields; the
 * target comes from the editor.
 */
export const recommendationRuleSchema = z
  .object({
    id: idSchema.optional(),
    driverMetricId: driverMetricIdSchema,
    minScore: minScoreSchema,
    maxScore: maxScoreSchema,
  })
  .superRefine(minNotAboveMax('minScore', 'maxScore'));
export type RecommendationRuleValues = z.input<typeof recommendationRuleSchema>;

export const NEW_RECOMMENDATION_RULE = { ...DEFAULT_SCORE_RANGE } as const;

/** Metrics are 0..100, so an adjustment beyond ±100 could never do more than ±100. */
export const ADJUSTMENT_VALUE_LIMITS = { min: -100, max: 100 } as const;

/** An adjustment may not be zero ('Adjustment cannot be zero'). */
export const adjustmentValueSchema = z
  .number({ message: 'validation.content.adjustmentRequired' })
  .min(ADJUSTMENT_VALUE_LIMITS.min, 'validation.content.adjustmentRange')
  .max(ADJUSTMENT_VALUE_LIMITS.max, 'validation.content.adjustmentRange')
  .refine((value) => value !== 0, 'validation.content.adjustmentZero');

/** A DriverMetricAdjustment: a recommendation's fields plus the change to the metric. */
export const adjustmentRuleSchema = z
  .object({
    id: idSchema.optional(),
    driverMetricId: driverMetricIdSchema,
    minScore: minScoreSchema,
    maxScore: maxScoreSchema,
    adjustmentValue: adjustmentValueSchema,
  })
  .superRefine(minNotAboveMax('minScore', 'maxScore'));
export type AdjustmentRuleValues = z.input<typeof adjustmentRuleSchema>;

/** A display rule's quantity is required, not empty or NaN ('Quantity is required'). */
export const displayQuantitySchema = z.preprocess(
  (value) => (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value),
  z
    .number({ message: 'validation.content.quantityRequired' })
    .int('validation.content.quantityRange')
    .min(1, 'validation.content.quantityRange'),
);

/**
 * An AssessmentItemDriverMetricQuantity (display rule): present `quantity` pool questions whose primary metric is this.
 */
export const displayRuleSchema = z.object({
  id: idSchema.optional(),
  driverMetricId: driverMetricIdSchema,
  quantity: displayQuantitySchema,
});
export type DisplayRuleValues = z.input<typeof displayRuleSchema>;
