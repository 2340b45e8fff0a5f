import { MAX_IMPORT_ROWS } from '@roadmark/domain/imports/import-limits';
import yauzl from 'yauzl';
import { AppError } from '../../platform/errors.ts';
import { CellTextMeter, type CellTextVerdict } from './cell-text-meter.ts';

/**
 * How far an xlsx may unpack. A real workbook of the largest import (50,000 rows) unpacks to some tens of MB and
 * compresses about tenfold; a zip bomb declares (or, lying, holds) gigabytes in a few kilobytes.
 */
export const WORKBOOK_UNPACK_LIMITS = { maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: 2_000, maxRatio: 500 };

/**
 * What the parts that hold cells may unpack to, whatever the ratio: sized for the header and MAX_IMPORT_ROWS rows. A
 * worksheet gets 2.5 KB a row (some forty cells written inline, as exports write them, or a hundred shared-string
 * cells); the shared strings 1 KB of distinct text a row (a person's row holds well under 300 characters). A file
 * past them holds more than any import reads, and is refused before a byte of it is inflated.
 */
export const WORKBOOK_PART_LIMITS = {
  worksheetBytes: (MAX_IMPORT_ROWS + 1) * 2560,
  sharedStringsBytes: (MAX_IMPORT_ROWS + 1) * 1024,
};

/** The parts a spreadsheet library reads cells from, and the most each may unpack to; null for other parts. */
function cellPartLimit(entryName: string): number | null {
  if (entryName === 'xl/sharedStrings.xml') return WORKBOOK_PART_LIMITS.sharedStringsBytes;
  if (/^xl\/worksheets\/[^/]+\.xml$/.test(entryName)) return WORKBOOK_PART_LIMITS.worksheetBytes;
  return null;
}

function partTooLarge(filename: string): AppError {
  const max = MAX_IMPORT_ROWS.toLocaleString('en-GB');
  return new AppError('BAD_USER_INPUT', 'errors.importPartTooLarge', { params: { filename, max } });
}

function cellRefusal(verdict: Exclude<CellTextVerdict, 'ok'>, filename: string): AppError {
  const key = verdict === 'cellTooLong' ? 'errors.importCellTooLong' : 'errors.importWorkbookUnreadable';
  return new AppError('BAD_USER_INPUT', key, { params: { filename } });
}

function unsafe(filename: string): AppError {
  return new AppError('BAD_USER_INPUT', 'errors.importUnpacksTooLarge', { params: { filename } });
}

function notAWorkbook(filename: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.importNotWhatNameSays', { params: { filename } });
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/**
 * Inflates one entry and throws the bytes away: yauzl fails the stream as soon as it holds more than it declared.
 * The cells of a part that holds them are measured on the way, and the first cell too long stops the inflating.
 */
function drainEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, filename: string): Promise<void> {
  const meter = cellPartLimit(entry.fileName) === null ? null : new CellTextMeter();
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.on('data', (chunk: Buffer) => {
        const verdict = meter?.write(chunk) ?? 'ok';
        if (verdict === 'ok') return;
        stream.destroy();
        reject(cellRefusal(verdict, filename));
      });
    });
  });
}

async function entriesOf(zip: yauzl.ZipFile, filename: string): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      const bomb = ratio > WORKBOOK_UNPACK_LIMITS.maxRatio && entry.uncompressedSize > 1024 * 1024;
      if (
        entries.length > WORKBOOK_UNPACK_LIMITS.maxEntries ||
        declared > WORKBOOK_UNPACK_LIMITS.maxUnpackedBytes ||
        bomb
      ) {
        zip.close();
        reject(unsafe(filename));
        return;
      }
      if (entry.uncompressedSize > (cellPartLimit(entry.fileName) ?? Number.POSITIVE_INFINITY)) {
        zip.close();
        reject(partTooLarge(filename));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Checks an xlsx before a spreadsheet library opens it: it must be a zip holding a workbook, and it must not unpack
 * to more than WORKBOOK_UNPACK_LIMITS and WORKBOOK_PART_LIMITS allow, both by what its directory declares and by what
 * its entries really inflate to (checked by inflating them into nothing, so memory stays flat), nor hold a cell longer
 * than Excel allows. A bomb is refused in the time it takes to inflate at most the limit.
 */
export async function assertSafeWorkbookZip(buffer: Buffer, filename: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw notAWorkbook(filename);
  }
  const entries = await entriesOf(zip, filename).catch((error) => {
    throw error instanceof AppError ? error : notAWorkbook(filename);
  });
  if (!entries.some((entry) => entry.fileName === 'xl/workbook.xml')) throw notAWorkbook(filename);
  const reopened = await openZip(buffer);
  try {
    for (const entry of entries) await drainEntry(reopened, entry, filename);
  } catch (error) {
    throw error instanceof AppError ? error : unsafe(filename);
  } finally {
    reopened.close();
  }
}
