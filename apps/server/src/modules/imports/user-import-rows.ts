import type { UserImportColumnKey } from '@roadmark/domain/imports/import-columns';
import { cellAt, cellReference, type SheetRow } from './spreadsheet-rows.ts';

/** One row of a user import, cell by cell, before anything is checked. */
export interface UserImportRow {
  rowNumber: number;
  email: string;
  firstName: string;
  lastName: string;
  team: string;
  securityGroup: string;
  password: string;
  /** Cells of the import's own columns that hold a formula with no saved value. */
  unresolvedFormulas: string[];
}

export type UserColumnPositions = Partial<Record<UserImportColumnKey, number>>;

export function userImportRow(row: SheetRow, positions: UserColumnPositions): UserImportRow {
  const own = Object.values(positions).map((position) => cellReference(position as number, row.rowNumber));
  return {
    rowNumber: row.rowNumber,
    email: cellAt(row, positions.email),
    firstName: cellAt(row, positions.firstName),
    lastName: cellAt(row, positions.lastName),
    team: cellAt(row, positions.team),
    securityGroup: cellAt(row, positions.securityGroup),
    // A password is taken as typed: spaces may be part of it.
    password: positions.password === undefined ? '' : (row.cells[positions.password] ?? ''),
    unresolvedFormulas: row.unresolvedFormulas.filter((reference) => own.includes(reference)),
  };
}

/** The key that finds a person without an email again: their name, as a person would compare it. */
export function nameKey(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Who the row is about, for the results list. */
export function personOf(row: UserImportRow): string {
  return row.email || `${row.firstName} ${row.lastName}`.trim() || `#${row.rowNumber}`;
}
