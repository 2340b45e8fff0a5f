/**
 * The file kinds an import takes (docs/product/imports-and-exports.md#imports), by the extension of the file's name.
 */
export const IMPORT_FILE_EXTENSIONS = ['xlsx', 'csv', 'tsv', 'txt'] as const;
export type ImportFileExtension = (typeof IMPORT_FILE_EXTENSIONS)[number];

/** What the file chooser offers; the server decides from the bytes, not from this. */
export const IMPORT_FILE_ACCEPT =
  '.xlsx,.csv,.tsv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,text/plain,text/tab-separated-values';

export function importFileExtension(filename: string): ImportFileExtension | null {
  const extension = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  return IMPORT_FILE_EXTENSIONS.find((known) => known === extension) ?? null;
}

/** Rows after the header an import reads at most; a larger file is refused before anything changes. */
export const MAX_IMPORT_ROWS = 50_000;

/** Rows written in one transaction: a batch commits whole or not at all, and progress moves batch by batch. */
export const IMPORT_BATCH_ROWS = 500;
