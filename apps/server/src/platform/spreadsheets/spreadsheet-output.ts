import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** A date and time as a clock in the reader's time zone shows it: its UTC fields hold that wall-clock time. */
export interface WallClockCell {
  readonly wallClock: Date;
}

/** One cell: text (escaped against formulas when written), a number, a local date and time, or empty. */
export type Cell = string | number | WallClockCell | null;

export interface SheetColumn {
  header: string;
  /** Width in characters in a workbook; from the header's length when absent. */
  width?: number;
  /** The column holds wall-clock dates and times (a workbook formats them as dates). */
  wallClock?: boolean;
}

/** The reading order of a date: DD/MM/YYYY (en-GB) or MM/DD/YYYY (en-US). */
export type DateOrder = 'dmy' | 'mdy';

/** Where a spreadsheet is written, a row at a time, one sheet after another. */
export interface SpreadsheetOutput {
  readonly contentType: string;
  readonly extension: 'xlsx' | 'csv';
  startSheet(name: string, columns: readonly SheetColumn[]): void;
  addRow(cells: readonly Cell[]): void;
  endSheet(): void;
  /** Resolves once the reader has taken what was written so far; rejects with ExportAborted when it has gone. */
  drained(): Promise<void>;
  finish(): Promise<void>;
}

/** The reader went away (the download was cancelled): nothing more is written. */
export class ExportAborted extends Error {
  constructor() {
    super('The reader closed the export before it was complete');
    this.name = 'ExportAborted';
  }
}

export function wallClockCell(wallClock: Date): WallClockCell {
  return { wallClock };
}

export function isWallClockCell(cell: Cell): cell is WallClockCell {
  return typeof cell === 'object' && cell !== null && 'wallClock' in cell;
}

/** Whether a write was refused for a full buffer; read from the state too, for streams of the readable-stream package. */
function needsDrain(stream: Writable): boolean {
  const state = (stream as { _writableState?: { needDrain?: boolean } })._writableState;
  return stream.writableNeedDrain ?? state?.needDrain ?? false;
}

/**
 * Waits while the stream's buffer is full, so a slow reader holds the writer back instead of filling memory; and
 * while any of `inner` (streams that feed it) is full too. Rejects with ExportAborted once the stream is gone.
 */
export async function drainedStream(stream: Writable, inner: readonly Writable[] = []): Promise<void> {
  for (const waiting of [...inner, stream]) {
    while (needsDrain(waiting)) {
      if (stream.destroyed) throw new ExportAborted();
      const abort = new AbortController();
      try {
        await Promise.race([
          once(waiting, 'drain', { signal: abort.signal }),
          once(stream, 'close', { signal: abort.signal }),
        ]);
      } finally {
        abort.abort();
      }
    }
  }
  if (stream.destroyed) throw new ExportAborted();
}

const TWO_DIGITS = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm or MM/DD/YYYY HH:mm (docs/product/screens.md#dates-and-languages) of a wall-clock cell. */
export function formatWallClock(wallClock: Date, order: DateOrder): string {
  const day = TWO_DIGITS(wallClock.getUTCDate());
  const month = TWO_DIGITS(wallClock.getUTCMonth() + 1);
  const date = order === 'dmy' ? `${day}/${month}` : `${month}/${day}`;
  const time = `${TWO_DIGITS(wallClock.getUTCHours())}:${TWO_DIGITS(wallClock.getUTCMinutes())}`;
  return `${date}/${wallClock.getUTCFullYear()} ${time}`;
}
