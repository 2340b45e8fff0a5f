import {
  deviceColumns,
  type ResultRow,
  resolveResultsTarget,
  resultBatches,
  resultColumns,
  resultsFilename,
  resultsQueryShape,
} from './assessment-results-rows.ts';
import { assertResultsViewer } from './export.policy.ts';
import { type ExportColumn, numberColumn } from './export-columns.ts';
import { type ExportContext, type ExportRequest, parseExportQuery } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { loadQuestionColumns, type QuestionColumn, questionPercents } from './question-percents.ts';

/** Smaller than the plain results: each page also reads and scores the responses of its people's sessions. */
const BATCH = 250;

interface DetailedRow extends ResultRow {
  percents: (number | null)[] | undefined;
}

async function* withPercents(
  request: ExportRequest,
  batches: AsyncIterable<ResultRow[]>,
  questions: readonly QuestionColumn[],
): AsyncGenerator<DetailedRow[]> {
  for await (const batch of batches) {
    const sessionIds = batch.flatMap((row) => (row.finished_session_id ? [row.finished_session_id] : []));
    const percents = await questionPercents(request.db, sessionIds, questions);
    yield batch.map((row) => ({
      ...row,
      percents: row.finished_session_id ? percents.get(row.finished_session_id) : undefined,
    }));
  }
}

function questionColumns(context: ExportContext, questions: readonly QuestionColumn[]): ExportColumn<DetailedRow>[] {
  return questions.map((question, index) =>
    numberColumn(context.t('exports.columns.percent', { name: question.name }), (row) => row.percents?.[index], 12),
  );
}

/**
 * GET /api/export/DetailedAssessmentResults ("breakdown by answers", docs/product/imports-and-exports.md#exports): the
 * results export with, for the latest finished session of each person, the percent scored on every question of the
 * assessment, and with includeDeviceMetrics=true the browser and device that session was taken on.
 */
export async function exportDetailedAssessmentResults(request: ExportRequest): Promise<PreparedExport> {
  assertResultsViewer(request.actor);
  const { params, context } = parseExportQuery(request, resultsQueryShape);
  const target = await resolveResultsTarget(request, params);
  const questions = await loadQuestionColumns(request.db, target.assessment.id);
  const columns: ExportColumn<DetailedRow>[] = [
    ...resultColumns(context),
    ...questionColumns(context, questions),
    ...(params.includeDeviceMetrics ? deviceColumns(context) : []),
  ];
  const batches = withPercents(
    request,
    resultBatches(request.db, target, { size: BATCH, withLatestFinished: true }),
    questions,
  );
  return {
    filename: resultsFilename(context, 'detailed-assessment-results', target),
    context,
    sheets: [exportSheet(context.t('exports.sheets.results'), columns, batches)],
  };
}
