import { describe, expect, it } from 'vitest';
import { moveInDisplayOrder, newDisplayOrder, sortByDisplayOrder } from './display-order.ts';

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('display order', () => {
  const list = [
    { name: 'a', displayOrder: 10 },
    { name: 'b', displayOrder: 20 },
    { name: 'c', displayOrder: 30 },
  ];

  it('moves up by swapping with the predecessor, and down with the successor', () => {
    const up = moveInDisplayOrder(list, 1, -1);
    expect(up).toEqual([
      { name: 'b', displayOrder: 10 },
      { name: 'a', displayOrder: 20 },
      { name: 'c', displayOrder: 30 },
    ]);
    expect(names(sortByDisplayOrder(moveInDisplayOrder(list, 1, 1)))).toEqual(['a', 'c', 'b']);
  });

  it('gives the moved entry one step beyond a neighbour with the same order', () => {
    const tied = [
      { name: 'a', displayOrder: 5 },
      { name: 'b', displayOrder: 5 },
    ];
    const down = moveInDisplayOrder(tied, 0, 1);
    expect(down).toEqual([
      { name: 'b', displayOrder: 5 },
      { name: 'a', displayOrder: 6 },
    ]);
    expect(names(sortByDisplayOrder(down))).toEqual(['b', 'a']);
    expect(names(sortByDisplayOrder(moveInDisplayOrder(tied, 1, -1)))).toEqual(['b', 'a']);
  });

  it('cannot move the first entry up or the last down', () => {
    expect(moveInDisplayOrder(list, 0, -1)).toEqual(list);
    expect(moveInDisplayOrder(list, 2, 1)).toEqual(list);
  });

  it('takes new orders from the Unix time in seconds plus an index', () => {
    expect(newDisplayOrder(0, 1_700_000_000_999)).toBe(1_700_000_000);
    expect(newDisplayOrder(2, 1_700_000_000_999)).toBe(1_700_000_002);
  });
});
