import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { wallClockCell } from './spreadsheet-output.ts';
import { createXlsxOutput } from './xlsx-output.ts';

async function sheetsOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1)),
    dateFormat: sheet.getCell('C2').numFmt,
    headerBold: sheet.getRow(1).font?.bold,
  }));
}

describe('xlsx output', () => {
  it('keeps numbers as numbers, dates as dates in the locale order and text escaped against formulas', async () => {
    const stream = new PassThrough();
    const body = buffer(stream);
    const output = createXlsxOutput(stream, { dateOrder: 'mdy', continuedName: (name, n) => `${name} (${n})` });
    output.startSheet('People', [{ header: 'Name' }, { header: 'Score' }, { header: 'When', wallClock: true }]);
    output.addRow(['=HYPERLINK("x")', 42.5, wallClockCell(new Date(Date.UTC(2026, 0, 2, 3, 4)))]);
    output.addRow(['-1', -1, null]);
    output.endSheet();
    await output.finish();
    const [sheet] = await sheetsOf(await body);
    expect(sheet).toEqual({
      name: 'People',
      rows: [
        ['Name', 'Score', 'When'],
        [`'=HYPERLINK("x")`, 42.5, new Date(Date.UTC(2026, 0, 2, 3, 4))],
        ["'-1", -1],
      ],
      dateFormat: 'mm/dd/yyyy hh:mm',
      headerBold: true,
    });
  });

  it('goes on in a continuation worksheet with the same header once a worksheet is full', async () => {
    const stream = new PassThrough();
    const body = buffer(stream);
    const output = createXlsxOutput(stream, {
      dateOrder: 'dmy',
      continuedName: (name, n) => `${name} (${n})`,
      maxRowsPerSheet: 3,
    });
    output.startSheet('Responses', [{ header: 'N' }]);
    for (let n = 1; n <= 5; n++) output.addRow([n]);
    output.endSheet();
    output.startSheet('A sheet name far longer than Excel allows it', [{ header: 'Other' }]);
    output.endSheet();
    await output.finish();
    const sheets = await sheetsOf(await body);
    expect(sheets.map((sheet) => [sheet.name, sheet.rows])).toEqual([
      ['Responses', [['N'], [1], [2]]],
      ['Responses (2)', [['N'], [3], [4]]],
      ['Responses (3)', [['N'], [5]]],
      ['A sheet name far longer than Ex', [['Other']]],
    ]);
  });
});
