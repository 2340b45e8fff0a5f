import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createCsvOutput } from '../../platform/spreadsheets/csv-output.ts';
import { ExportAborted } from '../../platform/spreadsheets/spreadsheet-output.ts';
import { createXlsxOutput } from '../../platform/spreadsheets/xlsx-output.ts';
import { exportSheet, writeExport } from './export-file.ts';

/** Batches of 1,000 rows of 100 random characters (they hardly compress), counting how many were asked for. */
function countedBatches(limit = Number.POSITIVE_INFINITY) {
  const state = { pulled: 0, closed: false };
  async function* batches() {
    try {
      while (state.pulled < limit) {
        state.pulled++;
        yield Array.from({ length: 1000 }, () => ({ text: randomBytes(50).toString('hex') }));
      }
    } finally {
      state.closed = true;
    }
  }
  const sheet = exportSheet('Rows', [{ header: 'Text', cell: (row: { text: string }) => row.text }], batches());
  return { state, sheet };
}

/** Lets the event loop, and the zip's compression in the thread pool, run for a moment. */
const settle = () => sleep(100);

describe('writeExport', () => {
  it('reads no further batch while the reader has not taken the last, and stops when the reader goes', async () => {
    const stream = new PassThrough();
    const { state, sheet } = countedBatches();
    const writing = writeExport(createCsvOutput(stream, { dateOrder: 'dmy' }), [sheet]);
    await settle();
    // Nobody reads the stream: the first batch fills its buffer and the writer waits.
    expect(state.pulled).toBe(1);
    stream.read();
    await settle();
    expect(state.pulled).toBe(2);
    stream.destroy();
    await expect(writing).rejects.toBeInstanceOf(ExportAborted);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBe(2);
  });

  it('holds a workbook back too, though the zip between the rows and the reader buffers without limit', async () => {
    const stream = new PassThrough();
    const { state, sheet } = countedBatches(40);
    const output = createXlsxOutput(stream, { dateOrder: 'dmy', continuedName: (name, n) => `${name} ${n}` });
    const writing = writeExport(output, [sheet]);
    await settle();
    // Held back, not drained: a few of the 40 batches at most (how many the zip takes first varies by Node version).
    expect(state.pulled).toBeLessThanOrEqual(4);
    const body = buffer(stream);
    await writing;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await body) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(40_001);
  });
});
