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
import type { ExportColumn } from './export-columns.ts';
import { type ExportRequest, parseExportQuery } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';

const BATCH = 1000;

/**
 * GET /api/export/AssessmentResults (docs/product/imports-and-exports.md#exports): one row per person of the
 * subscription (or team) with the assignment of the assessment that applies to them, where they stand, their latest
 * finished score and its risk, as the assessment dashboard shows them; with includeDeviceMetrics=true also the browser
 * and device of the latest finished session.
 */
export async function exportAssessmentResults(request: ExportRequest): Promise<PreparedExport> {
  assertResultsViewer(request.actor);
  const { params, context } = parseExportQuery(request, resultsQueryShape);
  const target = await resolveResultsTarget(request, params);
  const withDevice = params.includeDeviceMetrics === true;
  const columns: ExportColumn<ResultRow>[] = [
    ...resultColumns(context),
    ...(withDevice ? deviceColumns<ResultRow>(context) : []),
  ];
  const batches = resultBatches(request.db, target, { size: BATCH, withLatestFinished: withDevice });
  return {
    filename: resultsFilename(context, 'assessment-results', target),
    context,
    sheets: [exportSheet(context.t('exports.sheets.results'), columns, batches)],
  };
}
