/** One row of an import file: its number as the spreadsheet shows it, and each cell as text. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
  /** References (C4) of cells holding a formula with no saved value: what they mean cannot be known. */
  unresolvedFormulas: string[];
}

/** An import file read: the header row (the first row with anything in it) and the rows with content after it. */
export interface SpreadsheetContent {
  header: SheetRow;
  rows: SheetRow[];
}

/** The spreadsheet name of a zero-based column: 0 is A, 25 is Z, 26 is AA. */
export function columnLetter(position: number): string {
  let letters = '';
  for (let rest = position + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export function cellReference(position: number, rowNumber: number): string {
  return `${columnLetter(position)}${rowNumber}`;
}

export function isBlankRow(row: SheetRow): boolean {
  return row.unresolvedFormulas.length === 0 && row.cells.every((cell) => cell.trim() === '');
}

export function cellAt(row: SheetRow, position: number | undefined): string {
  return position === undefined ? '' : (row.cells[position] ?? '').trim();
}
