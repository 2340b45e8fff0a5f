import { describe, expect, it } from 'vitest';
import { RADAR_TICKS, radarLabel } from './radar-labels.ts';

describe('radarLabel', () => {
  it.each<[string, string, string]>([
    ['an empty name', '', ''],
    ['a short name is kept', 'Speed', 'Speed'],
    ['19 characters are kept', 'abcdefghijklmnopqrs', 'abcdefghijklmnopqrs'],
    ['exactly 20 characters are kept', 'abcdefghijklmnopqrst', 'abcdefghijklmnopqrst'],
    ['21 characters: 19 and an ellipsis', 'abcdefghijklmnopqrstu', 'abcdefghijklmnopqrs…'],
    ['a long metric name', 'Observation and anticipation', 'Observation and ant…'],
    ['a space at the cut is dropped before the ellipsis', 'Following distance on motorways', 'Following distance…'],
    ['surrounding whitespace is trimmed before counting', '  abcdefghijklmnopqrst  ', 'abcdefghijklmnopqrst'],
    ['an emoji counts as one character', `${'😀'.repeat(19)}ab`, `${'😀'.repeat(19)}…`],
  ])('%s', (_label, name, expected) => {
    expect(radarLabel(name)).toBe(expected);
  });

  it('never exceeds 20 characters', () => {
    expect(Array.from(radarLabel('x'.repeat(500)))).toHaveLength(20);
  });
});

describe('RADAR_TICKS', () => {
  it('runs from 0 to 100 in steps of 10', () => {
    expect(RADAR_TICKS).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});
