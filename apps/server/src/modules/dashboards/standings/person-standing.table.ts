import { boolean, date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/user.table.ts';
import { assessments } from '../../assessments/assessment.table.ts';
import { subscriptions } from '../../subscriptions/subscription.table.ts';

/**
 * Each person's standing at each assessment in a subscription: whether it applies to them (their own assignment, or
 * else their team's), where their live sessions stand, and whether the person is live, so the dashboards read one row
 * per person instead of searching sessions and assignments. A row exists while the person has a live session or an
 * effective assignment. Derived data: only the database triggers of migrations/0013_person_standings.sql write it,
 * in the statement that changes a session, an assignment, a profile or an account, so it cannot fall behind.
 */
export const personAssessmentStandings = pgTable(
  'person_assessment_standings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    /** A live profile in the subscription with a live account: the dashboards count only live people. */
    personLive: boolean().notNull(),
    /** The team of the person's profile in the subscription. */
    subscriptionTeamId: uuid(),
    /** The due date of the assignment that applies (own, else the team's); null when not assigned. */
    targetDate: timestamp({ withTimezone: true }),
    teamAssignment: boolean().notNull(),
    /** The latest session by start date: what the person is doing now (Started or Completed); null: not started. */
    latestSessionId: uuid(),
    latestStartDate: timestamp({ withTimezone: true }),
    latestIsFinished: boolean(),
    latestEndDate: timestamp({ withTimezone: true }),
    /** The score that counts is the latest finished session's (null when none is finished: docs/product/scoring.md). */
    latestFinishedScore: integer(),
    latestFinishedDate: timestamp({ withTimezone: true }),
    sessionCount: integer().notNull(),
    finishedCount: integer().notNull(),
    lastActivityDate: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.assessmentId, t.subscriptionId] }),
    index('person_assessment_standings_assessment_idx').on(t.assessmentId, t.subscriptionId),
    index('person_assessment_standings_subscription_idx').on(t.subscriptionId, t.assessmentId),
  ],
);

/**
 * Each person's overall score in a subscription: the mean of their latest finished scores of the assessments (type
 * Assessment) licensed to it, rounded half up. No row: not assessed. Kept by the same triggers, and by the licences'.
 */
export const personOverallScores = pgTable(
  'person_overall_scores',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    overallScore: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subscriptionId] })],
);

/**
 * Finished live sessions per subscription, assessment and month (UTC, the month's first day), for the completions
 * charts over many subscriptions. Kept by the sessions trigger with +1/-1 per session that starts or stops counting.
 */
export const monthlyCompletions = pgTable(
  'monthly_completions',
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id),
    month: date({ mode: 'string' }).notNull(),
    completedCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.assessmentId, t.month] })],
);
