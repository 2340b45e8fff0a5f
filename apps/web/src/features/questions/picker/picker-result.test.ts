import { describe, expect, it } from 'vitest';
import { pickerResult } from './picker-result';

const row = (id: string) => ({ id, name: `Question ${id}` });

describe('pickerResult', () => {
  it('reports the ids added and removed relative to the initial selection, with the rows picked', () => {
    const result = pickerResult(['a', 'b'], new Set(['b', 'c']), new Map([['c', row('c')]]));
    expect(result).toEqual({
      cancelled: false,
      addedIds: ['c'],
      removedIds: ['a'],
      selectedIds: ['b', 'c'],
      added: [row('c')],
    });
  });

  it('reports nothing added or removed when the selection is back where it started', () => {
    const result = pickerResult(['a'], new Set(['a']), new Map([['a', row('a')]]));
    expect(result).toEqual({ cancelled: false, addedIds: [], removedIds: [], selectedIds: ['a'], added: [] });
  });

  it('leaves out of `added` an added id whose row it was not given', () => {
    const result = pickerResult([], new Set(['x', 'y']), new Map([['y', row('y')]]));
    expect(result).toMatchObject({ addedIds: ['x', 'y'], added: [row('y')] });
  });
});
