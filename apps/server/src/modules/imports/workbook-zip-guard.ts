import yauzl from 'yauzl';
import { AppError } from '../../platform/errors.ts';

/**
 * How far an xlsx may unpack. A real workbook of the largest import (50,000 rows) unpacks to some tens of MB and
 * compresses about tenfold; a zip bomb declares (or, lying, holds) gigabytes in a few kilobytes.
 */
export const WORKBOOK_UNPACK_LIMITS = { maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: 2_000, maxRatio: 500 };

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

/** Inflates one entry and throws the bytes away: yauzl fails the stream as soon as it holds more than it declared. */
function drainEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
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
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Checks an xlsx before a spreadsheet library opens it: it must be a zip holding a workbook, and it must not unpack
 * to more than WORKBOOK_UNPACK_LIMITS allow, both by what its directory declares and by what its entries really
 * inflate to (checked by inflating them into nothing, so memory stays flat). A bomb is refused in the time it takes
 * to inflate at most the limit.
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
    for (const entry of entries) await drainEntry(reopened, entry);
  } catch {
    throw unsafe(filename);
  } finally {
    reopened.close();
  }
}
