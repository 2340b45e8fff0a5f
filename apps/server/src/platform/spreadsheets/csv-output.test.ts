import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createCsvOutput, csvField } from './csv-output.ts';
import { wallClockCell } from './spreadsheet-output.ts';

async function csvOf(rows: Parameters<ReturnType<typeof createCsvOutput>['addRow']>[0][], dateOrder: 'dmy' | 'mdy') {
  const stream = new PassThrough();
  // Not `text()`: its decoder drops the byte order mark this test is about.
  const written = buffer(stream);
  const output = createCsvOutput(stream, { dateOrder });
  output.startSheet('Sheet', [{ header: 'Name' }, { header: 'Score' }, { header: 'When', wallClock: true }]);
  for (const row of rows) output.addRow(row);
  output.endSheet();
  await output.finish();
  return (await written).toString('utf8');
}

describe('CSV output', () => {
  it('writes RFC 4180 records after a byte order mark, every row as wide as the header', async () => {
    const when = wallClockCell(new Date(Date.UTC(2026, 10, 5, 9, 7, 30)));
    const csv = await csvOf([['Ann, "Nan" Archer', 90, when], ['Line\nbreak', -5, null], ['Zoë']], 'dmy');
    expect(csv).toBe(
      '\ufeffName,Score,When\r\n"Ann, ""Nan"" Archer",90,05/11/2026 09:07\r\n"Line\nbreak",-5,\r\nZoë,,\r\n',
    );
  });

  it('writes dates month first for en-US', async () => {
    const csv = await csvOf([['Ann', 1, wallClockCell(new Date(Date.UTC(2026, 10, 5, 23, 59)))]], 'mdy');
    expect(csv.split('\r\n')[1]).toBe('Ann,1,11/05/2026 23:59');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['Plain = text', 'Plain = text'],
  ])('escapes text that would start a formula: %j', async (value, field) => {
    const csv = await csvOf([[value, -1, null]], 'dmy');
    expect(csv.split('\r\n').slice(1, -1).join('\r\n')).toBe(`${field},-1,`);
  });

  it('quotes only what needs quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });
});
