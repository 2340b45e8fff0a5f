import type { MessageKey } from '@roadmark/domain/messages';
import type { PasswordProblem } from '@roadmark/domain/password-rules';
import { nameBasedUuid } from '../../platform/crypto/name-based-uuid.ts';

/** A message for a row or the whole file: a key of the shared locale files and the values it names. */
export interface ImportMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** For a password the rules refuse: what is wrong with it, listed in one message. */
  passwordProblems?: PasswordProblem[];
}

export type ImportRowOutcome = 'created' | 'changed' | 'unchanged' | 'failed';

/**
 * What became of one row (successes in green, errors in red: docs/product/imports-and-exports.md#the-import-screens).
 */
export interface ImportRowResult {
  rowNumber: number;
  /** Who the row is about, as the file names them: email, PIN or name. */
  person: string;
  outcome: ImportRowOutcome;
  messages: ImportMessage[];
  /** The person a user import row created: their account and profile. */
  created?: { userId: string; profileId: string };
}

export interface SpreadsheetImportResult {
  importId: string;
  filename: string;
  /** Rows with content after the header. */
  totalRows: number;
  /** Users created, or assignments changed: the count the summary line reports. */
  changedCount: number;
  /** The import would pass the subscription's user limit, so nothing was imported and rows is empty. */
  maxUsersExceeded: boolean;
  /** About the file as a whole rather than a row, such as a column that was left out. */
  notices: ImportMessage[];
  rows: ImportRowResult[];
}

export function importMessage(key: MessageKey, params?: Record<string, string | number>): ImportMessage {
  return params ? { key, params } : { key };
}

export function failedRow(rowNumber: number, person: string, messages: ImportMessage[]): ImportRowResult {
  return { rowNumber, person, outcome: 'failed', messages };
}

/** A row's result is worked out, not stored: its id is derived from the import and the row, so it is stable. */
export function importRowId(importId: string, rowNumber: number): string {
  return nameBasedUuid(`roadmark-import-row/${importId}/${rowNumber}`);
}
