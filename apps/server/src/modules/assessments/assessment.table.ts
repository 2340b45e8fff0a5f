import { ALL_ASSESSMENT_TYPES, ALL_FEEDBACK_STYLES } from '@roadmark/domain/content/assessment-form';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { editVersionColumns } from '../content-records/edit-version-columns.ts';
import { blobReferences } from '../files/blob-reference.table.ts';

export const assessmentTypeEnum = pgEnum('assessment_type', ALL_ASSESSMENT_TYPES);
export const feedbackStyleEnum = pgEnum('feedback_style', ALL_FEEDBACK_STYLES);

/**
 * An assessment or a training module (docs/product/content.md#assessments-and-training-modules). Content is the
 * provider's, so it has no tenant.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    assessmentType: assessmentTypeEnum().notNull(),
    isSmartIndividuality: boolean().notNull().default(false),
    feedbackStyle: feedbackStyleEnum().notNull().default('NoFeedback'),
    archived: boolean().notNull().default(false),
    /** The introduction, rich text shown as the first page. */
    text: text().notNull().default(''),
    imageBlobReferenceId: uuid().references(() => blobReferences.id),
    tileText: text().notNull().default(''),
    /** Set to the time of each save (docs/product/content-editor.md#one-save). */
    creationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    maxSuspiciousAnswers: integer().notNull().default(0),
    suspiciousAnswerText: text().notNull().default(''),
    highRiskBelow: integer().notNull().default(30),
    mediumRiskBelow: integer().notNull().default(70),
    ...editVersionColumns(),
    ...timestamps(),
  },
  (t) => [index('assessments_type_idx').on(t.assessmentType, t.archived)],
);

/** Overall feedback for a range of total scores. */
export const assessmentFeedbacks = pgTable(
  'assessment_feedbacks',
  {
    id: uuid().primaryKey(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    minTotalScore: integer().notNull().default(0),
    maxTotalScore: integer().notNull().default(100),
    archived: boolean().notNull().default(false),
    feedbackText: text().notNull().default(''),
    imageBlobReferenceId: uuid().references(() => blobReferences.id),
    videoBlobReferenceId: uuid().references(() => blobReferences.id),
    ...timestamps(),
  },
  (t) => [index('assessment_feedbacks_assessment_idx').on(t.assessmentId)],
);
