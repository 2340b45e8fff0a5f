import { type ImportColumn, type MatchedColumns, matchColumns } from '@roadmark/domain/imports/import-columns';
import { AppError } from '../../platform/errors.ts';
import type { SheetRow } from './spreadsheet-rows.ts';

/** The file's columns, or a per-file error naming the required columns its header lacks or repeats. */
export function assertColumns<Key extends string>(
  header: SheetRow,
  columns: readonly ImportColumn<Key>[],
  filename: string,
): MatchedColumns<Key> {
  const matched = matchColumns(header.cells, columns);
  if (matched.missing.length > 0) {
    const params = { filename, columns: matched.missing.join(', ') };
    throw new AppError('BAD_USER_INPUT', 'errors.importMissingColumns', { params });
  }
  if (matched.repeated.length > 0) {
    const params = { filename, columns: matched.repeated.join(', ') };
    throw new AppError('BAD_USER_INPUT', 'errors.importRepeatedColumns', { params });
  }
  return matched;
}
