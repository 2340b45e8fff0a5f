/** What an assignment import cell asks for: Yes assigns, No removes, empty leaves things as they are. */
export type AssignmentCellIntent = 'assign' | 'remove' | 'leave';

/**
 * Cells are read without regard to case or surrounding spaces, so 'yes ' and 'YES' assign. Y and N are read as
 * Yes and No: nobody typing Y into a Yes/No column means anything else. Anything other than these is not
 * guessed at: null, and the row reports the cell.
 */
export function readAssignmentCell(text: string): AssignmentCellIntent | null {
  const value = text.trim().toLowerCase();
  if (value === '') return 'leave';
  if (value === 'yes' || value === 'y') return 'assign';
  if (value === 'no' || value === 'n') return 'remove';
  return null;
}
