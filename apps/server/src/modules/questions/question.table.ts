import { ALL_QUESTION_TYPES } from '@roadmark/domain/content/question-types';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { editVersionColumns } from '../content-records/edit-version-columns.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';

export const questionTypeEnum = pgEnum('question_type', ALL_QUESTION_TYPES);

/**
 * One piece of content of the question bank (docs/product/content.md#questions-and-their-types): a question of any of
 * the 17 types, a questionnaire and its sub-questions, a learning activity or an information page. Content is the
 * provider's, so it has no tenant.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    questionType: questionTypeEnum().notNull(),
    questionText: text().notNull().default(''),
    preQuestionText: text().notNull().default(''),
    imageBlobReferenceId: uuid().references(() => blobReferences.id),
    videoBlobReferenceId: uuid().references(() => blobReferences.id),
    questionTextImageBlobReferenceId: uuid().references(() => blobReferences.id),
    maximumClicks: integer().notNull().default(10),
    maxScore: integer().notNull().default(100),
    timeLimitSeconds: integer().notNull().default(30),
    numberOfSubQuestions: integer().notNull().default(1),
    /** The primary safety metric; null when the question feeds none. */
    driverMetricId: uuid().references(() => driverMetrics.id),
    archived: boolean().notNull().default(false),
    ...editVersionColumns(),
    ...timestamps(),
  },
  (t) => [
    index('questions_type_idx').on(t.questionType, t.archived),
    index('questions_metric_idx').on(t.driverMetricId),
  ],
);

/** A child of a sequence of questions, or a sub-question of a questionnaire, in display order. */
export const questionSequenceQuestions = pgTable(
  'question_sequence_questions',
  {
    id: uuid().primaryKey(),
    parentQuestionId: uuid()
      .notNull()
      .references(() => questions.id),
    childQuestionId: uuid()
      .notNull()
      .references(() => questions.id),
    displayOrder: bigint({ mode: 'number' }).notNull(),
    archived: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('question_sequence_questions_parent_idx').on(t.parentQuestionId),
    index('question_sequence_questions_child_idx').on(t.childQuestionId),
  ],
);
