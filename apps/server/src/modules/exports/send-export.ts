import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../platform/http/attachment.ts';
import { createCsvOutput } from '../../platform/spreadsheets/csv-output.ts';
import { ExportAborted, type SpreadsheetOutput } from '../../platform/spreadsheets/spreadsheet-output.ts';
import { createXlsxOutput } from '../../platform/spreadsheets/xlsx-output.ts';
import { type PreparedExport, writeExport } from './export-file.ts';

function outputFor(prepared: PreparedExport, stream: PassThrough): SpreadsheetOutput {
  const { context } = prepared;
  if (context.format === 'csv') return createCsvOutput(stream, { dateOrder: context.dateOrder });
  return createXlsxOutput(stream, {
    dateOrder: context.dateOrder,
    continuedName: (name, number) => context.t('exports.sheets.continued', { name, number }),
  });
}

/**
 * Streams the export as a download. Every check has passed by now, so the answer is 200 and the rows follow as
 * they are read; a failure part way can only cut the download short (and is logged). A cancelled download stops
 * the reading at the next batch.
 */
export function sendExport(request: FastifyRequest, reply: FastifyReply, prepared: PreparedExport) {
  const stream = new PassThrough();
  const output = outputFor(prepared, stream);
  writeExport(output, prepared.sheets).catch((error: unknown) => {
    if (error instanceof ExportAborted) return;
    request.log.error({ err: error }, 'an export failed part way');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', output.contentType)
    .header('content-disposition', attachmentDisposition(`${prepared.filename}.${output.extension}`))
    .header('cache-control', 'no-store')
    .send(stream);
}
