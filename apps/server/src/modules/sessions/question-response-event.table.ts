import { boolean, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItems } from '../assessments/assessment-item.table.ts';
import { questions } from '../questions/question.table.ts';
import { questionAnswers } from '../questions/question-answer.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';
import { assessmentSessions } from './assessment-session.table.ts';

/**
 * QuestionResponseEvent: one answer, click or text (docs/product/scoring.md#response-score). The id is made by the
 * browser, so a save that is sent twice stores it once. A replaced answer is archived with a cancel date; score and
 * isCorrect are the server's.
 */
export const questionResponseEvents = pgTable(
  'question_response_events',
  {
    ...tenantColumns(),
    eventDate: timestamp({ withTimezone: true }).notNull(),
    cancelEventDate: timestamp({ withTimezone: true }),
    questionId: uuid()
      .notNull()
      .references(() => questions.id),
    questionAnswerId: uuid().references(() => questionAnswers.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    assessmentItemId: uuid()
      .notNull()
      .references(() => assessmentItems.id),
    assessmentSessionId: uuid()
      .notNull()
      .references(() => assessmentSessions.id),
    score: integer().notNull().default(0),
    isCorrect: boolean().notNull().default(false),
    responseTimeSeconds: real(),
    clickPositionX: real(),
    clickPositionY: real(),
    discriminationGroup: integer(),
    textInput: text(),
    subQuestionNumber: integer().notNull().default(1),
  },
  (t) => [
    index('question_response_events_session_idx').on(t.assessmentSessionId, t.questionId),
    index('question_response_events_user_idx').on(t.userId, t.assessmentId),
    // A question's responses: its delete screen counts them, and a question with responses keeps its type.
    index('question_response_events_question_idx').on(t.questionId),
    // An assessment's responses to some of its questions: item analysis reads them and no others.
    index('question_response_events_assessment_question_idx').on(t.assessmentId, t.questionId),
  ],
);
