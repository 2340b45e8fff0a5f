import { PassThrough } from 'node:stream';
import { MAX_IMPORT_ROWS } from '@roadmark/domain/imports/import-limits';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFilesApp } from '../../../test/files-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { buildImportWorld, importHelpers, peopleOf } from '../../../test/imports-harness.ts';
import { zipArchive } from '../../../test/zip-archive.ts';
import { spreadsheetImports } from './spreadsheet-import.table.ts';
import { assertSafeWorkbookZip } from './workbook-zip-guard.ts';

const MB = 1024 * 1024;

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const WORKBOOK = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>',
);

/** A minimal xlsx around the given worksheet and shared strings, zipped by hand (test/zip-archive.ts). */
function workbookWith(parts: { sheet: Buffer; sharedStrings?: Buffer }): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: 'xl/workbook.xml', content: WORKBOOK },
    { name: 'xl/worksheets/sheet1.xml', content: parts.sheet },
    ...(parts.sharedStrings ? [{ name: 'xl/sharedStrings.xml', content: parts.sharedStrings }] : []),
  ]);
}

const sheetOf = (cells: string) =>
  Buffer.from(`<worksheet xmlns="x"><sheetData><row r="1">${cells}</row></sheetData></worksheet>`);
const sharedStringsOf = (...texts: Buffer[]) =>
  Buffer.concat([
    Buffer.from('<sst xmlns="x">'),
    ...texts.flatMap((text) => [Buffer.from('<si><t>'), text, Buffer.from('</t></si>')]),
    Buffer.from('</sst>'),
  ]);

/**
 * Text of the given size that deflates about 380 to 1, like the workbook of the report (0.5 MB unpacking to one 190 MB
 * string): far below a zip bomb's ratio, so only an absolute cap on the part can stop it. Letters, mostly one.
 */
function compressibleText(bytes: number): Buffer {
  const text = Buffer.alloc(bytes, 0x61);
  let seed = 1;
  for (let index = 0; index < bytes; index += 1600) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    text[index] = 0x61 + (seed % 26);
  }
  return text;
}

/** A workbook of the header and MAX_IMPORT_ROWS people at the longest plausible values, as Roadmark's exports write. */
async function fullImportWorkbook(useSharedStrings: boolean): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings, useStyles: false });
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['Email', 'First name', 'Last name', 'Team', 'Security group', 'Password']).commit();
  for (let row = 1; row <= MAX_IMPORT_ROWS; row++) {
    const person = `${String(row).padStart(6, '0')}-${'x'.repeat(30)}`;
    sheet
      .addRow([
        `${person}@a-rather-long-company-name.example`,
        `First ${person}`,
        `Last ${person}`,
        'North depot night shift',
        'Driver',
        `Pass-${person}`,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe('workbook limits of imports', () => {
  const files = useFilesApp();
  const { ctx } = files;
  const { uploadImport, importUsersAs } = importHelpers(files);
  let world: Awaited<ReturnType<typeof buildImportWorld>>;

  beforeAll(async () => {
    world = await buildImportWorld(ctx.db);
  });

  async function importWorkbook(filename: string, workbook: Buffer) {
    const blobId = await uploadImport(filename, workbook, world.manager);
    const started = performance.now();
    const response = await importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      roleGroup: 'Driver',
    });
    return { response, seconds: (performance.now() - started) / 1000, blobId };
  }

  it('refuses quickly, before reading it, a small workbook whose one shared string inflates to 190 MB', async () => {
    const hugeString = sharedStringsOf(compressibleText(190 * MB));
    const workbook = workbookWith({ sheet: sheetOf('<c r="A1" t="s"><v>0</v></c>'), sharedStrings: hugeString });
    expect(workbook.length).toBeGreaterThan(0.4 * MB);
    expect(workbook.length).toBeLessThan(MB);
    const { response, seconds, blobId } = await importWorkbook('huge-string.xlsx', workbook);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'huge-string.xlsx holds far more data than an import of 50,000 rows needs, so it was not opened. Remove what the import does not use, or split it into smaller files.',
    );
    expect(seconds).toBeLessThan(2);
    const [run] = await ctx.db.select().from(spreadsheetImports).where(eq(spreadsheetImports.blobReferenceId, blobId));
    expect(run?.status).toBe('failed');
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual([]);
  });

  it.each([
    [
      'a shared string',
      workbookWith({
        sheet: sheetOf('<c r="A1" t="s"><v>0</v></c>'),
        sharedStrings: sharedStringsOf(Buffer.from('a'.repeat(40_000))),
      }),
    ],
    [
      'an inline string',
      workbookWith({ sheet: sheetOf(`<c r="A1" t="inlineStr"><is><t>${'é'.repeat(32_768)}</t></is></c>`) }),
    ],
  ])('refuses a cell longer than Excel allows, in %s, before reading the workbook', async (_name, workbook) => {
    const { response } = await importWorkbook('long-cell.xlsx', workbook);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'long-cell.xlsx has a cell longer than 32,767 characters, more than Excel itself allows, so it was not opened. Shorten that cell and choose the file again.',
    );
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual([]);
  });

  it.each([
    ['inline strings, as exports write them', false],
    ['shared strings, as Excel saves them', true],
  ])(
    'passes a workbook of the most rows an import takes, written with %s',
    async (_name, useSharedStrings) => {
      const workbook = await fullImportWorkbook(useSharedStrings);
      await expect(assertSafeWorkbookZip(workbook, 'everyone.xlsx')).resolves.toBeUndefined();
    },
    60_000,
  );
});
