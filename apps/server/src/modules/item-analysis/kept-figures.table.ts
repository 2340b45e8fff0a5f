import {
  boolean,
  date,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Item analysis keeps, per assessment, subscription and day (UTC) of finish, the sums its figures are worked out
 * from, so an analysis reads a few thousand small rows instead of every score and click of the assessment. Each kept
 * row is the sum of what its day's folded sessions contribute (sessions wait in `item_analysis_pending_sessions` until
 * folded); a finished session never changes, so sums only grow. Numeric sums are exact: a question everybody scores
 * the same has a variance of exactly 0. How the sums are kept, and how an analysis stays exact while some sessions
 * wait: docs/architecture/item-analysis-figures.md.
 */

const sums = { mode: 'string' as const };

/**
 * A kept table's key. Each row is kept twice: for its subscription, and with no subscription for every subscription
 * together (what an analysis of the whole assessment reads), so the key counts a missing subscription as a value.
 */
function keyOf(name: string, columns: [PgColumn, ...PgColumn[]]) {
  return unique(name)
    .on(...columns)
    .nullsNotDistinct();
}

/** Per question (top-level, or a child of a sequence) and day: presentations, scores and the rest of the test. */
export const itemAnalysisQuestionDays = pgTable(
  'item_analysis_question_days',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    questionId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    topLevel: boolean().notNull(),
    presented: integer().notNull(),
    answered: integer().notNull(),
    minPosition: integer().notNull(),
    /** Percent scores: how many, their sum and sum of squares. */
    scoredCount: integer().notNull(),
    percentSum: numeric(sums).notNull(),
    percentSquares: numeric(sums).notNull(),
    /** The rest of the session's percent (without this question): how many, sum, sum of squares. */
    restCount: integer().notNull(),
    restSum: numeric(sums).notNull(),
    restSquares: numeric(sums).notNull(),
    /** The same over the sessions with both a percent and a rest, and the sum of their products. */
    pairCount: integer().notNull(),
    pairPercentSum: numeric(sums).notNull(),
    pairPercentSquares: numeric(sums).notNull(),
    pairRestSum: numeric(sums).notNull(),
    pairRestSquares: numeric(sums).notNull(),
    pairProducts: numeric(sums).notNull(),
  },
  (t) => [
    keyOf('item_analysis_question_days_key', [t.assessmentId, t.subscriptionId, t.day, t.questionId, t.topLevel]),
    index('item_analysis_question_days_question_idx').on(t.questionId, t.subscriptionId, t.day),
  ],
);

/** Per day: the sessions with a scored question, and the sum and sum of squares of their percents added up. */
export const itemAnalysisSessionDays = pgTable(
  'item_analysis_session_days',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    day: date({ mode: 'string' }).notNull(),
    scoredSessions: integer().notNull(),
    totalSum: numeric(sums).notNull(),
    totalSquares: numeric(sums).notNull(),
  },
  (t) => [keyOf('item_analysis_session_days_key', [t.assessmentId, t.subscriptionId, t.day])],
);

/**
 * Per choice question, part and day: the sessions whose current answer is each answer (with the sum of their total
 * scores), and in the row without an answer the sessions that answered the part at all.
 */
export const itemAnalysisChoiceDays = pgTable(
  'item_analysis_choice_days',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    questionId: uuid().notNull(),
    subQuestionNumber: integer().notNull(),
    answerId: uuid(),
    day: date({ mode: 'string' }).notNull(),
    sessions: integer().notNull(),
    totalCount: integer().notNull(),
    totalSum: numeric(sums).notNull(),
  },
  (t) => [
    keyOf('item_analysis_choice_days_key', [
      t.questionId,
      t.subscriptionId,
      t.assessmentId,
      t.day,
      t.subQuestionNumber,
      t.answerId,
    ]),
  ],
);

/** Per question and day: the current timed responses (how many, and their seconds added up). */
export const itemAnalysisResponseTimeDays = pgTable(
  'item_analysis_response_time_days',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    questionId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    responses: integer().notNull(),
    secondsSum: numeric(sums).notNull(),
  },
  (t) => [keyOf('item_analysis_response_time_days_key', [t.questionId, t.subscriptionId, t.assessmentId, t.day])],
);

/** Per response-time video, day and quarter second of the clip: the clicks. */
export const itemAnalysisClickBins = pgTable(
  'item_analysis_click_bins',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    questionId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    bin: integer().notNull(),
    clicks: integer().notNull(),
  },
  (t) => [keyOf('item_analysis_click_bins_key', [t.questionId, t.subscriptionId, t.assessmentId, t.day, t.bin])],
);

/** Per location image, day and heat-map cell: the clicks. */
export const itemAnalysisHeatCells = pgTable(
  'item_analysis_heat_cells',
  {
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    questionId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    cellColumn: integer().notNull(),
    cellRow: integer().notNull(),
    clicks: integer().notNull(),
  },
  (t) => [
    keyOf('item_analysis_heat_cells_key', [
      t.questionId,
      t.subscriptionId,
      t.assessmentId,
      t.day,
      t.cellColumn,
      t.cellRow,
    ]),
  ],
);

/**
 * Per window (an answer at its place: a response window's start and end, a location window's corners) and day: how
 * the sessions clicked around it. Kept for a place only once it is built (`itemAnalysisWindowBuilds`); moving a window
 * starts new rows, and the old place's are removed.
 */
export const itemAnalysisWindowDays = pgTable(
  'item_analysis_window_days',
  {
    answerId: uuid().notNull(),
    place: text().notNull(),
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    day: date({ mode: 'string' }).notNull(),
    firstClickBefore: integer().notNull(),
    firstClickInside: integer().notNull(),
    firstClickAfter: integer().notNull(),
    noNearClick: integer().notNull(),
    clicksInside: integer().notNull(),
  },
  (t) => [keyOf('item_analysis_window_days_key', [t.answerId, t.place, t.subscriptionId, t.assessmentId, t.day])],
);

/** Per response window, day, side and click time: the sessions that nearly missed it with that nearest click. */
export const itemAnalysisNearMisses = pgTable(
  'item_analysis_near_misses',
  {
    answerId: uuid().notNull(),
    place: text().notNull(),
    assessmentId: uuid().notNull(),
    subscriptionId: uuid(),
    day: date({ mode: 'string' }).notNull(),
    side: text().notNull(),
    seconds: real().notNull(),
    sessions: integer().notNull(),
  },
  (t) => [
    keyOf('item_analysis_near_misses_key', [
      t.answerId,
      t.place,
      t.subscriptionId,
      t.assessmentId,
      t.day,
      t.side,
      t.seconds,
    ]),
  ],
);

/** The windows, at a place, whose kept rows hold every folded session. */
export const itemAnalysisWindowBuilds = pgTable(
  'item_analysis_window_builds',
  {
    answerId: uuid().notNull(),
    place: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.place] })],
);
