import { type ImportFileExtension, importFileExtension } from '@roadmark/domain/imports/import-limits';
import type { MessageKey } from '@roadmark/domain/messages';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';
import type { SniffedMedia } from './accepted-media.ts';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXT_MIME_TYPES: Record<Exclude<ImportFileExtension, 'xlsx'>, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
};

/** Excel's 'Unicode text' is UTF-16 with a byte-order mark, so its NUL bytes are text, not a sign of binary. */
function startsWithUtf16Mark(head: Buffer): boolean {
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}

function refused(key: MessageKey, filename: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', key, { params: { filename } });
}

/**
 * An import file (xlsx, csv, or tab-delimited txt/tsv: docs/product/imports-and-exports.md#imports), judged by its name
 * and its first bytes together: the name says what it should be, the bytes must agree. An xlsx is a zip (what it holds
 * is checked when it is read); text is anything without binary bytes. The old binary .xls is named as such, so its
 * owner knows to save it again rather than wonder what is wrong.
 */
export async function sniffSpreadsheet(head: Buffer, filename: string): Promise<SniffedMedia> {
  const extension = importFileExtension(filename);
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'application/x-cfb' || /\.xls$/i.test(filename.trim())) {
    throw refused('errors.importOldExcelFormat', filename);
  }
  if (!extension) throw refused('errors.importFileTypeNotAccepted', filename);
  if (extension === 'xlsx') {
    if (detected?.mime !== 'application/zip' && detected?.mime !== XLSX_MIME_TYPE) {
      throw refused('errors.importNotWhatNameSays', filename);
    }
    return { mimeType: XLSX_MIME_TYPE, kind: 'spreadsheet' };
  }
  const binary = !startsWithUtf16Mark(head) && (detected !== undefined || head.includes(0));
  if (binary) throw refused('errors.importNotWhatNameSays', filename);
  return { mimeType: TEXT_MIME_TYPES[extension], kind: 'spreadsheet' };
}
