import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Cell, SheetColumn, SpreadsheetOutput } from '../../platform/spreadsheets/spreadsheet-output.ts';
import type { ExportColumn } from './export-columns.ts';
import type { ExportContext } from './export-context.ts';

/** One sheet of an export: its columns and its rows as cells, a batch at a time, read only while it is written. */
export interface ExportSheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<Cell[][]>;
}

/** An export ready to stream: its file name (without extension), its sheets in order, and how it is written. */
export interface PreparedExport {
  filename: string;
  sheets: readonly ExportSheet[];
  context: ExportContext;
}

async function* cellsOf<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<readonly Row[]>) {
  for await (const batch of batches) yield batch.map((row) => columns.map((column) => column.cell(row)));
}

export function exportSheet<Row>(
  name: string,
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): ExportSheet {
  return { name, columns, rows: cellsOf(columns, batches) };
}

/**
 * Writes the sheets one after another, a batch at a time, waiting after each batch until the reader has taken it:
 * the next batch is not read from the database before then, so memory holds about one batch whatever the size.
 * Between batches it also lets the event loop turn: the embedded database answers through promises alone, and a
 * loop of nothing but promises would starve I/O (the zip's compression, the socket, every other request).
 */
export async function writeExport(output: SpreadsheetOutput, sheets: readonly ExportSheet[]): Promise<void> {
  for (const sheet of sheets) {
    output.startSheet(sheet.name, sheet.columns);
    for await (const batch of sheet.rows) {
      for (const cells of batch) output.addRow(cells);
      await nextTurn();
      await output.drained();
    }
    output.endSheet();
  }
  await output.finish();
}
