import { adjustmentRuleSchema, recommendationRuleSchema } from '@roadmark/domain/content/driver-metric-rules';
import { DEFAULT_SCORE_RANGE } from '@roadmark/domain/content/score-ranges';
import type { z } from 'zod';
import { parseInput } from '../../platform/validation.ts';
import type { ContentRecordKind } from '../content-records/content-record.ts';
import { assertDriverMetric } from '../content-records/content-references.ts';
import { driverMetricAdjustments, driverMetricRecommendations, questionTagLinks } from './content-rule.table.ts';
import { assertContentTarget, assertQuestionTag, contentTargetSchema, questionTagIdSchema } from './content-targets.ts';

const tagLinkSchema = contentTargetSchema.and(questionTagIdSchema);
const recommendationSchema = contentTargetSchema.and(recommendationRuleSchema);
const adjustmentSchema = contentTargetSchema.and(adjustmentRuleSchema);

type TagLinkModel = z.output<typeof tagLinkSchema>;
type RecommendationModel = z.output<typeof recommendationSchema>;
type AdjustmentModel = z.output<typeof adjustmentSchema>;

function withoutId<T extends { id?: string | undefined }>(model: T): Omit<T, 'id'> {
  const { id: _id, ...columns } = model;
  return columns;
}

/** QuestionTagLink: a tag on a question or an assessment (docs/product/content.md#tags). */
export const questionTagLinkKind: ContentRecordKind<TagLinkModel> = {
  table: questionTagLinks,
  parentField: 'targetId',
  fixedFields: ['targetType'],
  parse: async (_tx, input) => parseInput(tagLinkSchema, input),
  check: async (tx, model) => {
    await assertContentTarget(tx, model);
    await assertQuestionTag(tx, model.questionTagId);
  },
  columns: withoutId,
};

/** DriverMetricRecommendation (docs/product/content.md#recommendations-and-adjustments). */
export const driverMetricRecommendationKind: ContentRecordKind<RecommendationModel> = {
  table: driverMetricRecommendations,
  parentField: 'targetId',
  fixedFields: ['targetType'],
  parse: async (_tx, input) => parseInput(recommendationSchema, { ...DEFAULT_SCORE_RANGE, ...input }),
  check: async (tx, model) => {
    await assertContentTarget(tx, model);
    await assertDriverMetric(tx, model.driverMetricId, 'driverMetricId');
  },
  columns: withoutId,
};

/** DriverMetricAdjustment (docs/product/content.md#recommendations-and-adjustments). */
export const driverMetricAdjustmentKind: ContentRecordKind<AdjustmentModel> = {
  table: driverMetricAdjustments,
  parentField: 'targetId',
  fixedFields: ['targetType'],
  parse: async (_tx, input) => parseInput(adjustmentSchema, { ...DEFAULT_SCORE_RANGE, ...input }),
  check: async (tx, model) => {
    await assertContentTarget(tx, model);
    await assertDriverMetric(tx, model.driverMetricId, 'driverMetricId');
  },
  columns: withoutId,
};
