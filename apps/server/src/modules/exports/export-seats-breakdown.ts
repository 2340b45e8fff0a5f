import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { assertExportAllowed, assertStaff } from './export.policy.ts';
import { dateColumns, type ExportColumn, numberColumn, personColumns, yesNoColumn } from './export-columns.ts';
import { type ExportContext, type ExportRequest, optionalId, parseExportQuery, requiredId } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';

const BATCH = 1000;

const queryShape = { subscriptionId: optionalId, assessmentId: requiredId('exports.assessmentRequired') };

interface SeatRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  team_name: string | null;
  first_start: Date | string;
  /** The exact start as text: a JS Date would drop its microseconds, and the next page would repeat the row. */
  first_start_key: string;
  session_count: number;
  finished_count: number;
  person_live: boolean;
}

type Key = [string, string];

/**
 * The people holding a seat of the assessment in the subscription ('This assessment has used N seat(s)',
 * docs/product/dashboards.md#assessment-dashboard: a person with a live session of it, as the dashboards count seats
 * from the kept standings, whether or not they are still here), by the start of their first session.
 */
function readPage(db: Executor, subscriptionId: string, assessmentId: string) {
  return async (after: Key | null) => {
    const rows = rowsOf<SeatRow>(
      await db.execute(sql`
        select *, first_start::text as first_start_key from (
          select st.user_id, person.first_name, person.last_name, u.email, team.name as team_name, first.first_start,
            st.session_count, st.finished_count, st.person_live
          from person_assessment_standings st
          join users u on u.id = st.user_id
          cross join lateral (
            select min(s.start_date) as first_start from assessment_sessions s
            where s.user_id = st.user_id and s.assessment_id = st.assessment_id
              and s.subscription_id = st.subscription_id and s.archived = false and s.is_preview = false
          ) first
          left join lateral (
            select p.first_name, p.last_name, p.subscription_team_id from profiles p
            where p.user_id = st.user_id and p.subscription_id = st.subscription_id
            order by p.archived, p.id limit 1
          ) person on true
          left join subscription_teams team on team.id = person.subscription_team_id and team.archived = false
          where st.subscription_id = ${subscriptionId} and st.assessment_id = ${assessmentId} and st.session_count > 0
        ) seats
        where ${after ? sql`(seats.first_start, seats.user_id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql`true`}
        order by seats.first_start, seats.user_id
        limit ${BATCH}`),
    );
    return { rows, next: nextKey<SeatRow, Key>(rows, BATCH, (row) => [row.first_start_key, row.user_id]) };
  };
}

function seatColumns(context: ExportContext): ExportColumn<SeatRow>[] {
  const t = context.t;
  return [
    ...personColumns<SeatRow>(context),
    ...dateColumns<SeatRow>(context, 'exports.columns.firstSession', (row) => row.first_start),
    numberColumn(t('exports.columns.sessions'), (row) => row.session_count, 10),
    numberColumn(t('exports.columns.finishedSessions'), (row) => row.finished_count, 16),
    yesNoColumn<SeatRow>(context, 'exports.columns.removed', (row) => !row.person_live),
  ];
}

async function assessmentName(db: Executor, assessmentId: string): Promise<string> {
  const [assessment] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from assessments where id = ${assessmentId}`),
  );
  if (!assessment) throw notFound();
  return assessment.name;
}

/**
 * GET /api/export/SeatsBreakdown (docs/product/roles.md#staff-only-actions): provider staff see who used the seats of
 * an assessment.
 */
export async function exportSeatsBreakdown(request: ExportRequest): Promise<PreparedExport> {
  assertStaff(request.actor);
  const { params, context } = parseExportQuery(request, queryShape);
  const subscription = await findVisibleSubscription(
    request.db,
    request.actor,
    params.subscriptionId ?? request.actor.subscriptionId,
  );
  assertExportAllowed(subscription);
  const name = await assessmentName(request.db, params.assessmentId);
  return {
    filename: exportFilename(context, 'seats', subscription.companyName, name),
    context,
    sheets: [
      exportSheet(
        context.t('exports.sheets.seats'),
        seatColumns(context),
        keysetBatches(readPage(request.db, subscription.id, params.assessmentId)),
      ),
    ],
  };
}
