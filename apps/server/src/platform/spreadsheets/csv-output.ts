import type { Writable } from 'node:stream';
import { escapeFormula } from './formula-escape.ts';
import {
  type Cell,
  type DateOrder,
  drainedStream,
  formatWallClock,
  isWallClockCell,
  type SheetColumn,
  type SpreadsheetOutput,
} from './spreadsheet-output.ts';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it, names lose their accents. */
const BYTE_ORDER_MARK = '\ufeff';
/** RFC 4180: records end with CRLF. */
const LINE_END = '\r\n';
/** Lines are handed to the stream in chunks of about this many characters rather than one write per row. */
const CHUNK_CHARACTERS = 64 * 1024;
const NEEDS_QUOTES = /[",\r\n]/;

function csvText(cell: Cell, dateOrder: DateOrder): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (isWallClockCell(cell)) return formatWallClock(cell.wallClock, dateOrder);
  return escapeFormula(cell);
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One sheet as CSV (RFC 4180, UTF-8 with a byte order mark so Excel opens it as UTF-8). Every row has as many
 * fields as the header. Text is escaped against formulas as in a workbook; dates read as the locale writes them.
 */
export function createCsvOutput(stream: Writable, options: { dateOrder: DateOrder }): SpreadsheetOutput {
  let columnCount: number | null = null;
  let pending: string[] = [];
  let pendingCharacters = 0;

  const push = (fields: readonly string[]) => {
    const line = fields.map(csvField).join(',') + LINE_END;
    pending.push(line);
    pendingCharacters += line.length;
    if (pendingCharacters >= CHUNK_CHARACTERS) flush();
  };
  const flush = () => {
    if (pending.length === 0 || stream.destroyed) return;
    stream.write(pending.join(''));
    pending = [];
    pendingCharacters = 0;
  };

  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    startSheet(_name, columns: readonly SheetColumn[]) {
      if (columnCount !== null) throw new Error('A CSV file holds one sheet');
      columnCount = columns.length;
      stream.write(BYTE_ORDER_MARK);
      push(columns.map((column) => escapeFormula(column.header)));
    },
    addRow(cells) {
      if (columnCount === null) throw new Error('No sheet is open');
      const fields = cells.map((cell) => csvText(cell, options.dateOrder));
      while (fields.length < columnCount) fields.push('');
      push(fields);
    },
    endSheet: flush,
    async drained() {
      flush();
      await drainedStream(stream);
    },
    async finish() {
      flush();
      if (!stream.destroyed) stream.end();
    },
  };
}
