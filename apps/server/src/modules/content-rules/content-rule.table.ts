import { ALL_RULE_TARGET_TYPES } from '@roadmark/domain/content/driver-metric-rules';
import { boolean, index, integer, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';

/** What a tag link or a driver-metric rule hangs on: an assessment (or training module) or a question. */
export const contentTargetTypeEnum = pgEnum('content_target_type', ALL_RULE_TARGET_TYPES);

const target = () => ({
  id: uuid().primaryKey(),
  targetId: uuid().notNull(),
  targetType: contentTargetTypeEnum().notNull(),
  archived: boolean().notNull().default(false),
  ...timestamps(),
});

/** A tag on an assessment or a question (docs/product/content.md#tags). */
export const questionTagLinks = pgTable(
  'question_tag_links',
  {
    ...target(),
    questionTagId: uuid()
      .notNull()
      .references(() => questionTags.id),
  },
  (t) => [
    index('question_tag_links_target_idx').on(t.targetType, t.targetId),
    index('question_tag_links_tag_idx').on(t.questionTagId),
  ],
);

/**
 * Recommend the target to people whose current value of the metric lies in the range
 * (docs/product/content.md#recommendations-and-adjustments).
 */
export const driverMetricRecommendations = pgTable(
  'driver_metric_recommendations',
  {
    ...target(),
    driverMetricId: uuid()
      .notNull()
      .references(() => driverMetrics.id),
    minScore: integer().notNull().default(0),
    maxScore: integer().notNull().default(100),
  },
  (t) => [index('driver_metric_recommendations_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Add adjustmentValue to the metric when the target's score lies in the range
 * (docs/product/content.md#recommendations-and-adjustments).
 */
export const driverMetricAdjustments = pgTable(
  'driver_metric_adjustments',
  {
    ...target(),
    driverMetricId: uuid()
      .notNull()
      .references(() => driverMetrics.id),
    minScore: integer().notNull().default(0),
    maxScore: integer().notNull().default(100),
    adjustmentValue: integer().notNull(),
  },
  (t) => [index('driver_metric_adjustments_target_idx').on(t.targetType, t.targetId)],
);
