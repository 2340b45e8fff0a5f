import type { ImportFileExtension } from '@roadmark/domain/imports/import-limits';
import { parse } from 'csv-parse';
import type { SheetRow } from './spreadsheet-rows.ts';

/**
 * Text as spreadsheet programs save it: UTF-8 with or without a byte-order mark, UTF-16 ('Unicode text') with one,
 * or, when the bytes are not UTF-8, the Windows Western code page older Excel versions write CSV in.
 */
export function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/**
 * The delimiter of a CSV file, from its first line: a comma, or the semicolon spreadsheet programs use where the comma
 * is the decimal mark, or a tab. A tsv or txt file is tab-delimited (docs/product/imports-and-exports.md#imports).
 */
export function delimiterOf(text: string, extension: ImportFileExtension): string {
  if (extension !== 'csv') return '\t';
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (delimiter: string) => firstLine.split(delimiter).length - 1;
  const candidates = [',', ';', '\t'];
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',');
}

/** The records of a delimited text file, streamed; a record's number is its row in a spreadsheet program. */
export async function* readTextRows(buffer: Buffer, extension: ImportFileExtension): AsyncGenerator<SheetRow> {
  const text = decodeText(buffer).replace(/^\uFEFF/, '');
  const parser = parse(text, {
    delimiter: delimiterOf(text, extension),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber += 1;
    yield { rowNumber, cells: record, unresolvedFormulas: [] };
  }
}
