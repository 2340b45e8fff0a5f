import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';
import { cellReference, type SheetRow } from './spreadsheet-rows.ts';

type CellValue = ExcelJS.CellValue;

/** A date as a person typed it: the day alone at midnight, else the instant. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** The text a cell shows, or null for a formula whose result the file does not hold. */
function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? null
      : cellText(result);
  }
  // A hyperlink cell (emails typed into Excel often become mailto links) shows its text.
  if ('hyperlink' in value) return cellText(value.text as CellValue);
  if ('error' in value) return null;
  return '';
}

function sheetRow(row: ExcelJS.Row): SheetRow {
  const values = (row.values as CellValue[]).slice(1);
  const cells: string[] = [];
  const unresolvedFormulas: string[] = [];
  for (let position = 0; position < values.length; position++) {
    const text = cellText(values[position]);
    if (text === null) unresolvedFormulas.push(cellReference(position, row.number));
    cells.push(text ?? '');
  }
  return { rowNumber: row.number, cells, unresolvedFormulas };
}

/**
 * The rows of the workbook's first worksheet, streamed (shared strings kept, styles and hyperlink targets skipped).
 * The caller checks the zip first (workbook-zip-guard.ts): the library itself trusts what it is given.
 */
export async function* readXlsxRows(buffer: Buffer, filename: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) yield sheetRow(row);
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_USER_INPUT', 'errors.importWorkbookUnreadable', { params: { filename } });
  }
}
