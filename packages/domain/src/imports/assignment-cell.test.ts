import { describe, expect, it } from 'vitest';
import { readAssignmentCell } from './assignment-cell.ts';

describe('readAssignmentCell', () => {
  it.each([
    ['Yes', 'assign'],
    ['yes ', 'assign'],
    [' YES', 'assign'],
    ['Y', 'assign'],
    ['y', 'assign'],
    ['No', 'remove'],
    ['n', 'remove'],
    ['', 'leave'],
    ['   ', 'leave'],
  ])('reads %j as %s', (text, intent) => {
    expect(readAssignmentCell(text)).toBe(intent);
  });

  it.each(['Maybe', '1', 'true', 'Yes please', 'X'])('does not guess at %j', (text) => {
    expect(readAssignmentCell(text)).toBeNull();
  });
});
