import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeFormula } from './formula-escape.ts';
import {
  type Cell,
  type DateOrder,
  drainedStream,
  isWallClockCell,
  type SheetColumn,
  type SpreadsheetOutput,
} from './spreadsheet-output.ts';

/** Excel's limit of rows on one worksheet, the header row included. */
export const XLSX_MAX_ROWS = 1_048_576;
/** Excel's limit on a worksheet name's length. */
const MAX_SHEET_NAME = 31;
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMATS: Record<DateOrder, string> = { dmy: 'dd/mm/yyyy hh:mm', mdy: 'mm/dd/yyyy hh:mm' };

export interface XlsxOutputOptions {
  dateOrder: DateOrder;
  /** The name of the n-th worksheet (n ≥ 2) a sheet continues on once one is full, e.g. 'Responses (2)'. */
  continuedName: (name: string, number: number) => string;
  /** Rows per worksheet, the header included; Excel's limit unless told (tests use a few). */
  maxRowsPerSheet?: number;
}

interface OpenSheet {
  name: string;
  columns: readonly SheetColumn[];
  /** One style object per column, shared by its cells (see addRow). */
  styles: Partial<ExcelJS.Style>[];
  number: number;
  rows: number;
  worksheet: ExcelJS.Worksheet;
}

function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, MAX_SHEET_NAME);
}

function columnWidth(column: SheetColumn): number {
  return column.width ?? Math.min(60, Math.max(10, column.header.length + 2));
}

/**
 * The zip entry stream a worksheet's rows go into. ExcelJS's worksheet buffer (StreamBuf) writes into it without
 * heeding backpressure, so rows can be made faster than they are compressed and pile up there; the writer waits on
 * it as on the download itself. Reached through ExcelJS internals: none when they change (no waiting, no failure).
 */
function entryStreams(worksheet: ExcelJS.Worksheet | undefined): Writable[] {
  const buffer = (worksheet as unknown as { stream?: { pipes?: unknown } } | undefined)?.stream;
  const pipes = buffer?.pipes;
  return Array.isArray(pipes) ? pipes.filter((pipe): pipe is Writable => typeof pipe?.write === 'function') : [];
}

function xlsxValue(cell: Cell): ExcelJS.CellValue {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (isWallClockCell(cell)) return cell.wallClock;
  return escapeFormula(cell);
}

/**
 * An xlsx workbook streamed as it is written (ExcelJS's streaming writer, inline strings, no shared-string table):
 * each row is committed as it is added, so memory holds a row, not the sheet. A sheet longer than a worksheet can
 * hold goes on in a continuation worksheet with the same header. Worksheets are written one after another: the zip
 * takes one entry at a time, so a second open sheet would wait in memory.
 */
export function createXlsxOutput(stream: Writable, options: XlsxOutputOptions): SpreadsheetOutput {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const maxRows = Math.min(options.maxRowsPerSheet ?? XLSX_MAX_ROWS, XLSX_MAX_ROWS);
  let open: OpenSheet | null = null;

  const openWorksheet = (name: string, columns: readonly SheetColumn[], number: number): OpenSheet => {
    const title = number === 1 ? name : options.continuedName(name, number);
    const worksheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = columns.map((column) => ({ width: columnWidth(column) }));
    const header = worksheet.addRow(columns.map((column) => escapeFormula(column.header)));
    header.font = { bold: true };
    header.commit();
    const styles = columns.map((column) => (column.wallClock ? { numFmt: DATE_FORMATS[options.dateOrder] } : {}));
    return { name, columns, styles, number, rows: 1, worksheet };
  };

  return {
    contentType: XLSX_CONTENT_TYPE,
    extension: 'xlsx',
    startSheet(name, columns) {
      if (open) throw new Error(`The sheet ${open.name} is still open`);
      open = openWorksheet(name, columns, 1);
    },
    addRow(cells) {
      if (!open) throw new Error('No sheet is open');
      if (open.rows >= maxRows) {
        open.worksheet.commit();
        open = openWorksheet(open.name, open.columns, open.number + 1);
      }
      const row = open.worksheet.getRow(open.rows + 1);
      for (const [index, cell] of cells.entries()) {
        if (cell === null) continue;
        const target = row.getCell(index + 1);
        target.value = xlsxValue(cell);
        // ExcelJS gives every cell a style object of its own and works out each one's style id anew, unless it has
        // seen the very object before: sharing the column's makes that a lookup (bench/README.md, exports).
        target.style = open.styles[index]!;
      }
      row.commit();
      open.rows++;
    },
    endSheet() {
      open?.worksheet.commit();
      open = null;
    },
    drained: () => drainedStream(stream, entryStreams(open?.worksheet)),
    async finish() {
      open?.worksheet.commit();
      open = null;
      await workbook.commit();
    },
  };
}
