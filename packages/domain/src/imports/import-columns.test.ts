import { describe, expect, it } from 'vitest';
import { matchColumns, normalizeHeader, USER_IMPORT_COLUMNS } from './import-columns.ts';

describe('normalizeHeader', () => {
  it('ignores case and every kind of space', () => {
    expect(normalizeHeader('  first\u00a0Name  ')).toBe('firstname');
    expect(normalizeHeader('\ufeffSecurity Group')).toBe('securitygroup');
  });
});

describe('matchColumns', () => {
  it('finds the columns in any order and leaves the others unmatched', () => {
    const matched = matchColumns(
      ['Security Group', 'LAST NAME', '  first name  ', 'Email', 'Employee number', 'Team'],
      USER_IMPORT_COLUMNS,
    );
    expect(matched.positions).toEqual({ securityGroup: 0, lastName: 1, firstName: 2, email: 3, team: 5 });
    expect(matched.missing).toEqual([]);
    expect(matched.unmatched).toEqual([{ position: 4, header: 'Employee number' }]);
  });

  it('names the required columns that are missing', () => {
    expect(matchColumns(['First name', 'Team'], USER_IMPORT_COLUMNS).missing).toEqual(['Email', 'Last name']);
  });

  it('reports a column given twice', () => {
    const matched = matchColumns(['Email', 'First name', 'Last name', 'E-mail'], USER_IMPORT_COLUMNS);
    expect(matched.repeated).toEqual(['Email']);
    expect(matched.positions.email).toBe(0);
  });
});
