import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItems } from '../assessments/assessment-item.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

/** AssessmentSession: one attempt of a person at an assessment or training module (docs/product/sessions.md). */
export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    ...tenantColumns(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** Who started it: the person, or a manager or staff member who started it for them (startFor). */
    startedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    /**
     * How many sessions of the assessment existed before this one: the counterbalance rotation
     * (docs/product/presentation-order.md).
     */
    sessionIndex: integer().notNull(),
    startDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp({ withTimezone: true }),
    totalScore: integer(),
    currentPosition: integer().notNull().default(0),
    isFinished: boolean().notNull().default(false),
    sessionInitializationJson: jsonb().notNull(),
    markedSuspicious: boolean().notNull().default(false),
    browserDataJson: jsonb(),
    /**
     * A manager's or staff member's Preview: repeatable, it uses no attempt, seat or completion, and shows in no
     * dashboard, export, reminder or webhook. Only the person who previews sees it, on its own finish page.
     */
    isPreview: boolean().notNull().default(false),
  },
  (t) => [
    index('assessment_sessions_person_idx').on(t.userId, t.assessmentId, t.startDate),
    index('assessment_sessions_subscription_idx').on(t.subscriptionId, t.assessmentId, t.isFinished),
    // The dashboards' "latest finished score per person and assessment" (DISTINCT ON ... ORDER BY end_date DESC).
    index('assessment_sessions_latest_finished_idx')
      .on(t.userId, t.assessmentId, t.endDate.desc(), t.totalScore)
      .where(sql`${t.isFinished} and ${t.archived} = false`),
    // Every start counts the assessment's earlier real sessions (its counterbalance turn): without this, that count
    // read the whole table, every tenant's sessions, on each start.
    index('assessment_sessions_turn_idx').on(t.assessmentId).where(sql`${t.isPreview} = false`),
    // Item analysis reads an assessment's counted sessions in a period, and only these columns of them.
    index('assessment_sessions_analysed_idx')
      .on(t.assessmentId, t.endDate, t.userId, t.totalScore)
      .where(sql`${t.isFinished} and not ${t.isPreview} and not ${t.archived}`),
  ],
);

/**
 * AssessmentItemSessionOrder: the questions one item presents in one session, at its place
 * (docs/product/presentation-order.md).
 */
export const assessmentItemSessionOrders = pgTable(
  'assessment_item_session_orders',
  {
    ...tenantColumns(),
    assessmentSessionId: uuid()
      .notNull()
      .references(() => assessmentSessions.id),
    assessmentItemId: uuid()
      .notNull()
      .references(() => assessmentItems.id),
    /** The item's place in this session (after counterbalance rotation), from 0. */
    position: integer().notNull(),
    questionIds: uuid().array().notNull(),
  },
  (t) => [uniqueIndex('assessment_item_session_orders_place_idx').on(t.assessmentSessionId, t.position)],
);

/** A finished session's score per driver metric, kept for the dashboards. */
export const assessmentSessionMetricScores = pgTable(
  'assessment_session_metric_scores',
  {
    ...tenantColumns(),
    assessmentSessionId: uuid()
      .notNull()
      .references(() => assessmentSessions.id),
    driverMetricId: uuid()
      .notNull()
      .references(() => driverMetrics.id),
    score: integer().notNull(),
  },
  (t) => [
    uniqueIndex('assessment_session_metric_scores_idx')
      .on(t.assessmentSessionId, t.driverMetricId)
      .where(sql`${t.archived} = false`),
  ],
);

/**
 * A finished session's score per question, kept for item analysis: each scored question as the finish scored it
 * (a sequence and, beside it, each of its children with the sequence as parent). Written in the finish transaction,
 * and for sessions finished before it existed by a catch-up at start (`backfill-question-scores.ts`).
 */
export const assessmentSessionQuestionScores = pgTable(
  'assessment_session_question_scores',
  {
    ...tenantColumns(),
    assessmentSessionId: uuid()
      .notNull()
      .references(() => assessmentSessions.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    questionId: uuid().notNull(),
    /** The sequence a child question was scored in; null for a question presented on its own. */
    parentQuestionId: uuid(),
    /** The question's place among the session's scored questions, from 0 (a child shares its sequence's place). */
    position: integer().notNull(),
    score: integer().notNull(),
    maxScore: integer().notNull(),
    /** round(100 × score / maxScore); null when maxScore is 0. */
    percent: integer(),
    /** Whether the person gave any answer to it (a sequence: to any of its children). */
    answered: boolean().notNull(),
  },
  (t) => [
    index('assessment_session_question_scores_session_idx').on(t.assessmentSessionId),
    index('assessment_session_question_scores_question_idx').on(t.questionId, t.assessmentId),
    index('assessment_session_question_scores_assessment_idx').on(t.assessmentId, t.questionId),
  ],
);

/**
 * Sessions whose question scores are kept but not yet folded into the sums item analysis keeps per day: written with
 * the scores (once per session), removed when folded. An analysis adds up these sessions itself, so it is exact
 * whether or not they have been folded (docs/architecture/item-analysis-figures.md).
 */
export const itemAnalysisPendingSessions = pgTable(
  'item_analysis_pending_sessions',
  {
    assessmentSessionId: uuid()
      .primaryKey()
      .references(() => assessmentSessions.id),
    assessmentId: uuid().notNull(),
  },
  (t) => [index('item_analysis_pending_sessions_assessment_idx').on(t.assessmentId)],
);
