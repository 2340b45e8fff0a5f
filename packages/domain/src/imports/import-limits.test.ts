import { describe, expect, it } from 'vitest';
import { importFileExtension } from './import-limits.ts';

describe('importFileExtension', () => {
  it.each([
    ['drivers.xlsx', 'xlsx'],
    ['Drivers.CSV', 'csv'],
    ['list.tsv', 'tsv'],
    ['list.txt ', 'txt'],
    ['old.xls', null],
    ['no-extension', null],
    ['archive.xlsx.zip', null],
  ])('%s is %s', (name, extension) => {
    expect(importFileExtension(name)).toBe(extension);
  });
});
