import { type AssignmentCellIntent, readAssignmentCell } from '@roadmark/domain/imports/assignment-cell';
import type { LicensedAssessment } from './assignment-import-lookups.ts';
import { failedRow, type ImportMessage, type ImportRowResult, importMessage } from './import-result.ts';
import { cellAt, cellReference, type SheetRow } from './spreadsheet-rows.ts';

/** A column of the file that names a licensed assessment or training module. */
export interface AssessmentColumn {
  position: number;
  assessment: LicensedAssessment;
}

export interface PlannedAssignmentChange {
  assessment: LicensedAssessment;
  intent: Exclude<AssignmentCellIntent, 'leave'>;
}

export interface PlannedAssignmentRow {
  rowNumber: number;
  person: string;
  userId: string;
  changes: PlannedAssignmentChange[];
}

export type PlannedAssignmentImportRow = { write: PlannedAssignmentRow } | { result: ImportRowResult };

/** The key the person cell is looked up by: an email lower-cased, a PIN upper-cased. */
export function personEntry(text: string): string {
  return text.includes('@') ? text.toLowerCase() : text.toUpperCase();
}

function readCells(row: SheetRow, columns: AssessmentColumn[]) {
  const problems: ImportMessage[] = [];
  const changes: PlannedAssignmentChange[] = [];
  for (const column of columns) {
    const cell = cellReference(column.position, row.rowNumber);
    if (row.unresolvedFormulas.includes(cell)) {
      problems.push(importMessage('imports.formulaWithoutValue', { cell }));
      continue;
    }
    const value = cellAt(row, column.position);
    const intent = readAssignmentCell(value);
    if (intent === null) problems.push(importMessage('imports.cellNotUnderstood', { cell, value }));
    else if (intent !== 'leave') changes.push({ assessment: column.assessment, intent });
  }
  return { problems, changes };
}

/**
 * Decides each row of an assignment import before anything is written (docs/product/imports-and-exports.md#imports):
 * whose row it is and what each assessment cell asks. A row with any cell that cannot be read changes nothing at all,
 * so no row is half applied. When the file names a person twice, the first row counts.
 */
export function planAssignmentImport(
  rows: SheetRow[],
  personPosition: number,
  columns: AssessmentColumn[],
  userIdOf: ReadonlyMap<string, string>,
): PlannedAssignmentImportRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const person = cellAt(row, personPosition);
    const personCell = cellReference(personPosition, row.rowNumber);
    if (row.unresolvedFormulas.includes(personCell)) {
      return {
        result: failedRow(row.rowNumber, person, [importMessage('imports.formulaWithoutValue', { cell: personCell })]),
      };
    }
    if (person === '') return { result: failedRow(row.rowNumber, person, [importMessage('imports.personMissing')]) };
    const { problems, changes } = readCells(row, columns);
    const userId = userIdOf.get(personEntry(person));
    if (!userId) problems.unshift(importMessage('imports.personNotFound', { person }));
    if (problems.length > 0 || !userId) return { result: failedRow(row.rowNumber, person, problems) };
    const earlier = firstRowOf.get(userId);
    if (earlier !== undefined) {
      return { result: failedRow(row.rowNumber, person, [importMessage('imports.personRepeated', { row: earlier })]) };
    }
    firstRowOf.set(userId, row.rowNumber);
    return { write: { rowNumber: row.rowNumber, person, userId, changes } };
  });
}
