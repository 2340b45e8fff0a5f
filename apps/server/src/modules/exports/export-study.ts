import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { fieldProblem, notFound } from '../../platform/errors.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { assertStaff } from './export.policy.ts';
import { dateColumns, type ExportColumn, numberColumn, textColumn, yesNoColumn } from './export-columns.ts';
import {
  type ExportContext,
  type ExportRequest,
  optionalId,
  optionalParam,
  parseExportQuery,
} from './export-context.ts';
import { type ExportSheet, exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';
import { type ResponseEventRow, responseColumns, responseEventBatches } from './response-event-rows.ts';

const BATCH = 1000;

const queryShape = {
  subscriptionId: optionalId,
  sheet: optionalParam(z.enum(['participants', 'responses'], { message: 'exports.sheetRequired' })),
};

interface ParticipantRow {
  participant_id: string;
  user_identifier: string;
  sort_identifier: string;
  first_name: string | null;
  last_name: string | null;
  assessment_name: string | null;
  started: Date | string | null;
  finished: Date | string | null;
  score: number | null;
  session_count: number | null;
  removed: boolean;
}

type Key = [string, string];

/**
 * The study's participants by identifier, each with where they stand at the study's assessment (the kept standing
 * they were last active in: a study licenses one assessment), removed participants too, flagged.
 */
function participantBatches(db: Executor, studyId: string) {
  return keysetBatches(async (after: Key | null) => {
    const rows = rowsOf<ParticipantRow>(
      await db.execute(sql`
        select sp.id as participant_id, sp.user_identifier, lower(sp.user_identifier) as sort_identifier,
          person.first_name, person.last_name, a.name as assessment_name, st.latest_start_date as started,
          st.latest_finished_date as finished, st.latest_finished_score as score, st.session_count,
          u.archived or coalesce(person.archived, true) as removed
        from study_participants sp
        join users u on u.id = sp.user_id
        left join lateral (
          select p.first_name, p.last_name, p.archived from profiles p
          where p.user_id = sp.user_id and p.subscription_id = sp.subscription_id
          order by p.archived, p.id limit 1
        ) person on true
        left join lateral (
          select * from person_assessment_standings s
          where s.user_id = sp.user_id and s.subscription_id = sp.subscription_id
          order by s.last_activity_date desc nulls last, s.assessment_id limit 1
        ) st on true
        left join assessments a on a.id = st.assessment_id
        where sp.subscription_id = ${studyId}
          and ${after ? sql`(lower(sp.user_identifier), sp.id) > (${after[0]}, ${after[1]}::uuid)` : sql`true`}
        order by lower(sp.user_identifier), sp.id
        limit ${BATCH}`),
    );
    return {
      rows,
      next: nextKey<ParticipantRow, Key>(rows, BATCH, (row) => [row.sort_identifier, row.participant_id]),
    };
  });
}

function participantColumns(context: ExportContext): ExportColumn<ParticipantRow>[] {
  const t = context.t;
  const name = (row: ParticipantRow) => [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
  return [
    textColumn(t('exports.columns.participant'), (row) => row.user_identifier, 24),
    textColumn(t('exports.columns.name'), name, 28),
    textColumn(t('exports.columns.assessment'), (row) => row.assessment_name, 24),
    ...dateColumns<ParticipantRow>(context, 'exports.columns.started', (row) => row.started),
    ...dateColumns<ParticipantRow>(context, 'exports.columns.finished', (row) => row.finished),
    numberColumn(t('exports.columns.score'), (row) => row.score, 8),
    numberColumn(t('exports.columns.sessions'), (row) => row.session_count ?? 0, 10),
    yesNoColumn<ParticipantRow>(context, 'exports.columns.removed', (row) => row.removed),
  ];
}

function responsesSheet(request: ExportRequest, context: ExportContext, studyId: string): ExportSheet {
  const columns: ExportColumn<ResponseEventRow>[] = [
    textColumn(context.t('exports.columns.participant'), (row) => row.participant, 24),
    textColumn(context.t('exports.columns.sessionId'), (row) => row.session_id, 38),
    ...responseColumns(context),
  ];
  const batches = responseEventBatches(request.db, sql`s.subscription_id = ${studyId}`);
  return exportSheet(context.t('exports.sheets.responses'), columns, batches);
}

/**
 * GET /api/export/Study (/manage/study/export, docs/product/studies.md#study-export): the study's participants, one row
 * each, and their responses, one row per response event: both as the worksheets Participants and Responses of one
 * workbook, or one of them as CSV (format=csv&sheet=participants|responses). Provider staff only.
 */
export async function exportStudy(request: ExportRequest): Promise<PreparedExport> {
  assertStaff(request.actor);
  const { params, context } = parseExportQuery(request, queryShape);
  if (context.format === 'csv' && !params.sheet) {
    throw fieldProblem('BAD_USER_INPUT', 'sheet', 'exports.sheetRequired');
  }
  const study = await findVisibleSubscription(
    request.db,
    request.actor,
    params.subscriptionId ?? request.actor.subscriptionId,
  );
  if (study.subscriptionType !== SubscriptionType.Study) throw notFound();
  const sheets = {
    participants: () =>
      exportSheet(
        context.t('exports.sheets.participants'),
        participantColumns(context),
        participantBatches(request.db, study.id),
      ),
    responses: () => responsesSheet(request, context, study.id),
  };
  const chosen = context.format === 'csv' && params.sheet ? [params.sheet] : (['participants', 'responses'] as const);
  return {
    filename: exportFilename(context, 'study', study.companyName, ...(context.format === 'csv' ? chosen : [])),
    context,
    sheets: chosen.map((sheet) => sheets[sheet]()),
  };
}
