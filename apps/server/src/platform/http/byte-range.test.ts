import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'part', start: 100, end: 999 }],
    ['bytes=-50', { kind: 'part', start: 950, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'part', start: 999, end: 999 }],
    [' bytes=1-2 ', { kind: 'part', start: 1, end: 2 }],
  ])('reads %j as one range of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('finds %j unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=-', 'bytes=5-3', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])(
    'ignores %j and sends the whole file',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
    },
  );
});
