import { sql } from 'drizzle-orm';
import { assertStaff } from './export.policy.ts';
import { type ExportRequest, parseExportQuery } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { responderColumns, responseColumns, responseEventBatches } from './response-event-rows.ts';

/**
 * GET /api/export/responseRawData ('Export event data', docs/product/imports-and-exports.md#exports): provider staff
 * download every response event of every subscription that allows exports, replaced ones included and flagged. Streamed
 * a page of sessions at a time, so a million responses take no more memory than a few thousand; past a worksheet's
 * million rows it goes on in the next worksheet.
 */
export async function exportResponseRawData(request: ExportRequest): Promise<PreparedExport> {
  assertStaff(request.actor);
  const { context } = parseExportQuery(request, {});
  return {
    filename: exportFilename(context, 'response-events'),
    context,
    sheets: [
      exportSheet(
        context.t('exports.sheets.responseEvents'),
        [...responderColumns(context), ...responseColumns(context)],
        responseEventBatches(
          request.db,
          sql`exists (select 1 from subscriptions sub where sub.id = s.subscription_id and sub.allow_export)`,
        ),
      ),
    ],
  };
}
