import { resolveResultsTarget, resultBatches, resultColumns, resultsFilename } from './assessment-results-rows.ts';
import { assertResultsViewer } from './export.policy.ts';
import { type ExportRequest, optionalId, parseExportQuery, requiredId } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';

const BATCH = 1000;

const queryShape = {
  subscriptionId: optionalId,
  subscriptionTeamId: optionalId,
  assessmentId: requiredId('exports.assessmentRequired'),
};

/**
 * GET /api/export/AssessmentResults (spec 3 §7): one row per person of the subscription (or team) with the
 * assignment of the assessment that applies to them, where they stand, their latest finished score and its risk,
 * as the assessment dashboard shows them.
 */
export async function exportAssessmentResults(request: ExportRequest): Promise<PreparedExport> {
  assertResultsViewer(request.actor);
  const { params, context } = parseExportQuery(request, queryShape);
  const target = await resolveResultsTarget(request, params);
  const batches = resultBatches(request.db, target, { size: BATCH, detailed: false });
  return {
    filename: resultsFilename(context, 'assessment-results', target),
    context,
    sheets: [exportSheet(context.t('exports.sheets.results'), resultColumns(context), batches)],
  };
}
