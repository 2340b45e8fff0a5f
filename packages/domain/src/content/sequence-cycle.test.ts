import { describe, expect, it } from 'vitest';
import { findSequenceCycle } from './sequence-cycle.ts';

describe('findSequenceCycle', () => {
  it('finds a sequence that contains itself directly', () => {
    expect(findSequenceCycle(new Map([['a', ['x', 'a']]]), 'a')).toEqual(['a', 'a']);
  });

  it('finds a cycle through another sequence', () => {
    const children = new Map([
      ['a', ['x', 'b']],
      ['b', ['y', 'c']],
      ['c', ['a']],
    ]);
    expect(findSequenceCycle(children, 'a')).toEqual(['a', 'b', 'c', 'a']);
  });

  it('returns null for a tree, shared children and cycles that avoid the start', () => {
    const children = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['e', ['f']],
      ['f', ['e']],
    ]);
    expect(findSequenceCycle(children, 'a')).toBeNull();
    expect(
      findSequenceCycle(
        new Map([
          ['a', ['e']],
          ['e', ['f']],
          ['f', ['e']],
        ]),
        'a',
      ),
    ).toBeNull();
    expect(findSequenceCycle(new Map(), 'a')).toBeNull();
  });
});
