import { type ImportFileExtension, importFileExtension, MAX_IMPORT_ROWS } from '@roadmark/domain/imports/import-limits';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { unescapeFormula } from '../../platform/spreadsheets/formula-escape.ts';
import { XLSX_MIME_TYPE } from '../files/sniff-spreadsheet.ts';
import { readTextRows } from './read-text-rows.ts';
import { readXlsxRows } from './read-xlsx-rows.ts';
import { isBlankRow, type SheetRow, type SpreadsheetContent } from './spreadsheet-rows.ts';
import { assertSafeWorkbookZip } from './workbook-zip-guard.ts';

export interface ImportFile {
  filename: string;
  mimeType: string;
  storageReference: string;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function extensionOf(file: ImportFile): ImportFileExtension {
  if (file.mimeType === XLSX_MIME_TYPE) return 'xlsx';
  return importFileExtension(file.filename) ?? 'csv';
}

/**
 * An uploaded import file as a header row and the rows after it; rows with nothing in them are skipped. The file was
 * checked on upload (sniff-spreadsheet.ts) and is at most the import size, so it is read whole; an xlsx is then
 * unpacked only after the zip guard has passed it. Files with no rows or too many are refused here. Text that
 * Roadmark's exports escaped against formulas ('=...) is read back as it was, so an export re-imports.
 */
export async function readSpreadsheet(file: ImportFile, storage: FileStorage): Promise<SpreadsheetContent> {
  const buffer = await readAll(storage, file.storageReference);
  const params = { filename: file.filename };
  if (buffer.length === 0) throw new AppError('BAD_USER_INPUT', 'errors.fileEmpty', { params });
  const extension = extensionOf(file);
  if (extension === 'xlsx') await assertSafeWorkbookZip(buffer, file.filename);
  const source = extension === 'xlsx' ? readXlsxRows(buffer, file.filename) : readTextRows(buffer, extension);
  let header: SheetRow | undefined;
  const rows: SheetRow[] = [];
  for await (const read of source) {
    const row = { ...read, cells: read.cells.map(unescapeFormula) };
    if (isBlankRow(row)) continue;
    if (!header) {
      header = row;
      continue;
    }
    rows.push(row);
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new AppError('BAD_USER_INPUT', 'errors.importTooManyRows', { params: { ...params, max: MAX_IMPORT_ROWS } });
    }
  }
  if (!header || rows.length === 0) throw new AppError('BAD_USER_INPUT', 'errors.importFileHasNoRows', { params });
  return { header, rows };
}
