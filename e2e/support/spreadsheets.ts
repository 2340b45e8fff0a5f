import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Download, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

const folder = mkdtempSync(path.join(tmpdir(), 'roadmark-e2e-sheets-'));

/** Writes rows to an xlsx file as a spreadsheet program would save it and answers its path. */
export async function writeXlsx(name: string, rows: (string | null)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(folder, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

export function writeText(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

/** The rows of a downloaded workbook's first sheet, each cell as the text it shows. */
export async function downloadedRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}

/** Clicks what starts a download and answers the download. */
export async function downloadFrom(page: Page, start: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await start();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  return download;
}

/** Chooses a file through the import page's 'Choose a file' button, as a person does. */
export async function chooseImportFile(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(`Chosen: ${path.basename(file)}`)).toBeVisible();
}
