import { describe, expect, it } from 'vitest';
import { nameList } from './name-list.ts';

const five = ['Ann', 'Bob', 'Cy', 'Di', 'Ed'];

describe('nameList', () => {
  it.each<[string, string[], number | undefined, string[], number]>([
    ['no names', [], undefined, [], 0],
    ['one name', ['Ann'], undefined, ['Ann'], 0],
    ['exactly four: all shown, no others', five.slice(0, 4), undefined, ['Ann', 'Bob', 'Cy', 'Di'], 0],
    ['five: four shown and 1 other', five, undefined, ['Ann', 'Bob', 'Cy', 'Di'], 1],
    ['ten: four shown and 6 others', [...five, ...five], undefined, ['Ann', 'Bob', 'Cy', 'Di'], 6],
    ['max 2 of five: 3 others', five, 2, ['Ann', 'Bob'], 3],
    ['max 0: everything is an other', five, 0, [], 5],
    ['negative max is 0', five, -1, [], 5],
    ['fractional max 2.9 is 2', five, 2.9, ['Ann', 'Bob'], 3],
    ['duplicate names are kept as given', ['Ann', 'Ann', 'Bob'], 2, ['Ann', 'Ann'], 1],
  ])('%s', (_label, names, max, shown, others) => {
    expect(nameList(names, max)).toEqual({ shown, others });
  });

  it('does not change the list it is given', () => {
    const names = [...five];
    nameList(names, 1);
    expect(names).toEqual(five);
  });
});
