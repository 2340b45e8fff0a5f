import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import {
  dateColumns,
  type ExportColumn,
  numberColumn,
  textColumn,
  utcColumn,
  visibleEmail,
  yesNoColumn,
} from './export-columns.ts';
import type { ExportContext } from './export-context.ts';
import { keysetBatches } from './keyset-batches.ts';

/** Sessions per page: about ten responses each, so a page is a couple of thousand rows. */
const SESSIONS_PER_BATCH = 200;

export interface ResponseEventRow {
  session_id: string;
  event_id: string | null;
  company_name: string;
  user_id: string;
  participant: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  assessment_name: string;
  question_name: string;
  question_type: string;
  sub_question_number: number;
  answer_text: string | null;
  text_input: string | null;
  score: number;
  is_correct: boolean;
  response_time_seconds: number | null;
  click_position_x: number | null;
  click_position_y: number | null;
  event_date: Date | string;
  created_at: Date | string;
  archived: boolean;
  cancel_event_date: Date | string | null;
}

/**
 * Every response event of the sessions matching `sessions` (a condition on the session alias `s`), with who gave
 * it (the session's person), in which assessment, on which question and answer. Pages go by session id, so each
 * session's responses stay together, oldest first; replaced (archived, cancelled) responses are there too, flagged.
 */
export function responseEventBatches(db: Executor, sessions: SQL): AsyncGenerator<ResponseEventRow[]> {
  // Each lookup is a LATERAL subquery that cannot be flattened (ORDER BY or LIMIT), so it runs per session through
  // an index: as plain joins the planner hashes whole tables (every response event) for each page, and a million
  // responses would take quadratic time.
  const perSession = sql`
    left join lateral (
      select * from question_response_events e where e.assessment_session_id = batch.id order by e.event_date, e.id
    ) e on true
    left join lateral (select company_name from subscriptions where id = batch.subscription_id limit 1) sub on true
    left join lateral (select email from users where id = batch.user_id limit 1) u on true
    left join lateral (
      select user_identifier from study_participants
      where user_id = batch.user_id and subscription_id = batch.subscription_id limit 1
    ) sp on true
    left join lateral (
      select p.first_name, p.last_name from profiles p
      where p.user_id = batch.user_id and p.subscription_id = batch.subscription_id
      order by p.archived, p.id limit 1
    ) person on true`;
  return keysetBatches(async (after: string | null) => {
    const rows = rowsOf<ResponseEventRow>(
      await db.execute(sql`
        with batch as materialized (
          select s.id, s.subscription_id, s.user_id from assessment_sessions s
          where ${sessions} and s.is_preview = false and ${after ? sql`s.id > ${after}::uuid` : sql`true`}
          order by s.id limit ${SESSIONS_PER_BATCH}
        )
        select batch.id as session_id, e.id as event_id, sub.company_name, batch.user_id, sp.user_identifier as participant,
          person.first_name, person.last_name, u.email, a.name as assessment_name, q.name as question_name,
          q.question_type, e.sub_question_number, answer.answer_text, e.text_input, e.score, e.is_correct,
          e.response_time_seconds, e.click_position_x, e.click_position_y, e.event_date, e.created_at, e.archived,
          e.cancel_event_date
        from batch
        ${perSession}
        left join assessments a on a.id = e.assessment_id
        left join questions q on q.id = e.question_id
        left join question_answers answer on answer.id = e.question_answer_id
        order by batch.id, e.event_date, e.id`),
    );
    const sessionCount = new Set(rows.map((row) => row.session_id)).size;
    return {
      // A session without responses comes back as one row without an event: it keys the page, nothing more.
      rows: rows.filter((row) => row.event_id !== null),
      next: sessionCount < SESSIONS_PER_BATCH ? null : rows.at(-1)!.session_id,
    };
  });
}

/** The response itself: where it was given, what was answered and how it scored, when, and whether it still counts. */
export function responseColumns(context: ExportContext): ExportColumn<ResponseEventRow>[] {
  const t = context.t;
  return [
    textColumn(t('exports.columns.assessment'), (row) => row.assessment_name, 24),
    textColumn(t('exports.columns.question'), (row) => row.question_name, 28),
    textColumn(t('exports.columns.questionType'), (row) => row.question_type, 22),
    numberColumn(t('exports.columns.part'), (row) => row.sub_question_number, 6),
    // Answer text is rich text: a spreadsheet cell gets its words, not its markup.
    textColumn(t('exports.columns.answer'), (row) => row.answer_text && plainText(row.answer_text), 24),
    textColumn(t('exports.columns.textInput'), (row) => row.text_input, 24),
    numberColumn(t('exports.columns.score'), (row) => row.score, 8),
    yesNoColumn<ResponseEventRow>(context, 'exports.columns.correct', (row) => row.is_correct),
    numberColumn(t('exports.columns.responseTime'), (row) => row.response_time_seconds, 14),
    numberColumn(t('exports.columns.clickX'), (row) => row.click_position_x, 9),
    numberColumn(t('exports.columns.clickY'), (row) => row.click_position_y, 9),
    ...dateColumns<ResponseEventRow>(context, 'exports.columns.event', (row) => row.event_date),
    utcColumn<ResponseEventRow>(context, 'exports.columns.created', (row) => row.created_at),
    yesNoColumn<ResponseEventRow>(context, 'exports.columns.archived', (row) => row.archived),
    utcColumn<ResponseEventRow>(context, 'exports.columns.cancelled', (row) => row.cancel_event_date),
  ];
}

/** Who gave the response, for the provider's raw data. */
export function responderColumns(context: ExportContext): ExportColumn<ResponseEventRow>[] {
  const t = context.t;
  return [
    textColumn(t('exports.columns.eventId'), (row) => row.event_id, 38),
    textColumn(t('exports.columns.sessionId'), (row) => row.session_id, 38),
    textColumn(t('exports.columns.subscription'), (row) => row.company_name, 24),
    textColumn(t('exports.columns.personId'), (row) => row.user_id, 38),
    textColumn(t('exports.columns.firstName'), (row) => row.first_name, 18),
    textColumn(t('exports.columns.lastName'), (row) => row.last_name, 18),
    textColumn(t('exports.columns.email'), (row) => visibleEmail(row.email, context), 32),
  ];
}
