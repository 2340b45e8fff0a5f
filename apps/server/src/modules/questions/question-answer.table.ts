import { bigint, boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { questions } from './question.table.ts';

/**
 * An answer of a question (docs/product/content.md#answers): a choice with its score, a response-time window in
 * seconds, or a location window in the image's pixels (1920x1080 virtual space when the size is unknown), by
 * discrimination group.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid().primaryKey(),
    questionId: uuid()
      .notNull()
      .references(() => questions.id),
    displayOrder: bigint({ mode: 'number' }).notNull().default(0),
    archived: boolean().notNull().default(false),
    answerText: text().notNull().default(''),
    answerTextImageBlobReferenceId: uuid().references(() => blobReferences.id),
    score: integer().notNull().default(0),
    isCorrect: boolean().notNull().default(false),
    startResponseTimeSeconds: doublePrecision().notNull().default(0),
    endResponseTimeSeconds: doublePrecision().notNull().default(0),
    scaleImageBlobReferenceId: uuid().references(() => blobReferences.id),
    windowTop: doublePrecision().notNull().default(0),
    windowLeft: doublePrecision().notNull().default(0),
    windowBottom: doublePrecision().notNull().default(0),
    windowRight: doublePrecision().notNull().default(0),
    discriminationGroup: integer().notNull().default(0),
    subQuestionNumber: integer().notNull().default(1),
    isSuspicious: boolean().notNull().default(false),
    suspicionScore: integer(),
    ...timestamps(),
  },
  (t) => [index('question_answers_question_idx').on(t.questionId)],
);

/** A question's feedback for a score range ({score} and {maxScore} are filled in when shown). */
export const questionFeedbacks = pgTable(
  'question_feedbacks',
  {
    id: uuid().primaryKey(),
    questionId: uuid()
      .notNull()
      .references(() => questions.id),
    minScore: integer().notNull().default(0),
    maxScore: integer().notNull().default(100),
    archived: boolean().notNull().default(false),
    feedbackText: text().notNull().default(''),
    imageBlobReferenceId: uuid().references(() => blobReferences.id),
    videoBlobReferenceId: uuid().references(() => blobReferences.id),
    ...timestamps(),
  },
  (t) => [index('question_feedbacks_question_idx').on(t.questionId)],
);
