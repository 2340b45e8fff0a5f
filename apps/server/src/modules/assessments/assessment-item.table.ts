import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { questions } from '../questions/question.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { assessments } from './assessment.table.ts';

/** One step of an assessment: a pool of content, how many of it to present, and its counterbalance group. */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    id: uuid().primaryKey(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    displayOrder: bigint({ mode: 'number' }).notNull(),
    archived: boolean().notNull().default(false),
    numberOfQuestionsToPresent: integer().notNull().default(1),
    counterbalanceGroup: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('assessment_items_assessment_idx').on(t.assessmentId)],
);

/** A question in an item's pool. */
export const assessmentItemQuestions = pgTable(
  'assessment_item_questions',
  {
    id: uuid().primaryKey(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    assessmentItemId: uuid()
      .notNull()
      .references(() => assessmentItems.id),
    questionId: uuid()
      .notNull()
      .references(() => questions.id),
    archived: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('assessment_item_questions_item_idx').on(t.assessmentItemId),
    index('assessment_item_questions_question_idx').on(t.questionId),
  ],
);

/** A display rule: draw this many of the pool's questions whose primary metric is this one. */
export const assessmentItemDriverMetricQuantities = pgTable(
  'assessment_item_driver_metric_quantities',
  {
    id: uuid().primaryKey(),
    assessmentItemId: uuid()
      .notNull()
      .references(() => assessmentItems.id),
    driverMetricId: uuid()
      .notNull()
      .references(() => driverMetrics.id),
    quantity: integer().notNull(),
    archived: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('assessment_item_driver_metric_quantities_item_idx').on(t.assessmentItemId)],
);
